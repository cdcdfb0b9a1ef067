/**
 * The payer's step at the sandbox gateway, over real HTTP as a browser at a remote gateway would
 * take it (the sandbox checkout page calls the same endpoint). `base` is the running server.
 */
export async function payAtSandbox(
  base: string,
  orderId: string,
  outcome: 'success' | 'failure' | 'cancel' | 'pending',
) {
  const res = await fetch(`${base}/sandbox/checkout/${orderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}
