import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyVerification } from '@petmitra/core/trust/verification';
import { createTestApp, type TestApp, type TestClient } from '../../../test/app';
import { addPet, createUser, postRequest, respond, signIn, signUp } from '../../../test/factories';
import { providerWithServices } from '../../../test/discovery';
import { createVerificationService } from './service';

/**
 * Provider verification (issue 13, item 4): documents in, a super admin's decision out, the
 * badge in search and on the profile, documents readable by their owner and admins only, and
 * deleted 30 days after the decision with the decision kept.
 */
let t: TestApp;
let png: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

type Part = { field: string; filename: string; contentType: string; bytes: Buffer };

function submit(client: TestClient, parts: Part[]) {
  const boundary = '----petmitra' + randomBytes(8).toString('hex');
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return client.request({
    method: 'POST',
    url: '/api/verification',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  });
}

const goodParts = (): Part[] => [
  { field: 'idDocument', filename: 'aadhaar.png', contentType: 'image/png', bytes: png },
  {
    field: 'addressProof',
    filename: 'electricity bill.pdf',
    contentType: 'application/pdf',
    bytes: PDF,
  },
];

async function provider(name = 'Meera Pillai') {
  return providerWithServices(t.client(), { name, city: 'Bengaluru', country: 'India' }, [
    { category: 'grooming', name: `Grooming by ${name}` },
  ]);
}

async function admin() {
  const user = await createUser(t.ctx, 'super_admin');
  const client = t.client();
  await signIn(client, user.email);
  return client;
}

describe('provider verification', () => {
  it('a provider submits, a super admin approves, and the Verified badge appears', async () => {
    const p = await provider('Asha Verified');
    const before = (await p.client.get('/api/verification')).json() as MyVerification;
    expect(before).toEqual({ verifiedAt: null, latest: null });

    const res = await submit(p.client, goodParts());
    expect(res.statusCode, res.body).toBe(201);
    const submitted = res.json().verification;
    expect(submitted.status).toBe('pending');
    expect(submitted.idDocument.contentType).toBe('image/png');
    expect(submitted.addressProof).toMatchObject({ contentType: 'application/pdf' });
    // Never a public URL: the private file is read through the files API only.
    expect(JSON.stringify(submitted)).not.toContain('/uploads/');

    // One submission waits at a time.
    const again = await submit(p.client, goodParts());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your documents are already waiting for review');

    const a = await admin();
    const queue = (await a.get('/api/admin/verifications')).json().verifications;
    const mine = queue.find((v: { id: string }) => v.id === submitted.id);
    expect(mine.provider.name).toBe('Asha Verified');

    // The admin reads the document; so does its owner.
    expect((await a.get(`/api/files/${submitted.idDocument.id}`)).statusCode).toBe(200);
    const own = await p.client.get(`/api/files/${submitted.addressProof.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const decided = await a.post(`/api/admin/verifications/${submitted.id}/decision`, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().verification.status).toBe('approved');
    const twice = await a.post(`/api/admin/verifications/${submitted.id}/decision`, {
      decision: 'approve',
    });
    expect(twice.statusCode).toBe(409);

    const after = (await p.client.get('/api/verification')).json() as MyVerification;
    expect(after.verifiedAt).not.toBeNull();
    expect(after.latest?.status).toBe('approved');

    const guest = t.client();
    const search = (await guest.get('/api/search/services?verifiedOnly=true')).json();
    expect(search.services.map((s: { provider: { name: string } }) => s.provider.name)).toEqual([
      'Asha Verified',
    ]);
    expect(search.services[0].provider.verified).toBe(true);
    const profile = (await guest.get(`/api/providers/${p.user.id}`)).json();
    expect(profile.provider.verified).toBe(true);
    // The provider hears of it.
    const notes = (await p.client.get('/api/notifications')).json().notifications;
    expect(notes.map((n: { title: string }) => n.title)).toContain('You are verified');

    // A parent nearby reads the badge on the provider's response to their request.
    const parent = t.client();
    await signUp(parent, { city: 'Bengaluru', country: 'India' });
    const pet = await addPet(parent);
    const request = await postRequest(parent, pet.id);
    await respond(p.client, request.id);
    const detail = (await parent.get(`/api/requests/${request.id}`)).json().request;
    expect(detail.responses[0].provider).toMatchObject({ name: 'Asha Verified', verified: true });
  });

  it('another provider, a pet parent or a guest cannot fetch a document', async () => {
    const p = await provider('Ravi Private');
    const submitted = (await submit(p.client, goodParts())).json().verification;
    const other = await provider('Kabir Curious');
    const parent = t.client();
    await signUp(parent);
    for (const client of [other.client, parent, t.client()]) {
      for (const id of [submitted.idDocument.id, submitted.addressProof.id]) {
        const res = await client.get(`/api/files/${id}`);
        expect([401, 404]).toContain(res.statusCode);
        expect(res.body).not.toContain('%PDF');
      }
      expect((await client.get('/api/admin/verifications')).statusCode).not.toBe(200);
    }
    // A pet parent has nothing to verify.
    expect((await submit(parent, goodParts())).statusCode).toBe(403);
  });

  it('refuses files that are not images or PDFs, and a missing document, storing nothing', async () => {
    const p = await provider('Tara Careful');
    const script = Buffer.from('<script>alert(1)</script>');
    const bad = await submit(p.client, [
      { field: 'idDocument', filename: 'id.pdf', contentType: 'application/pdf', bytes: script },
      goodParts()[1]!,
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Only JPEG, PNG, WebP images or PDF files are allowed');
    const missing = await submit(p.client, [goodParts()[0]!]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please add your address proof');
    expect((await p.client.get('/api/verification')).json().latest).toBeNull();
  });

  it('a rejection carries the reason the provider reads, and they may send again', async () => {
    const p = await provider('Nisha Retry');
    const submitted = (await submit(p.client, goodParts())).json().verification;
    const a = await admin();
    const noReason = await a.post(`/api/admin/verifications/${submitted.id}/decision`, {
      decision: 'reject',
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Please give a reason the provider will see');
    const rejected = await a.post(`/api/admin/verifications/${submitted.id}/decision`, {
      decision: 'reject',
      reason: 'The address proof is older than three months.',
    });
    expect(rejected.statusCode).toBe(200);
    const mine = (await p.client.get('/api/verification')).json() as MyVerification;
    expect(mine.verifiedAt).toBeNull();
    expect(mine.latest).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The address proof is older than three months.',
    });
    expect((await submit(p.client, goodParts())).statusCode).toBe(201);
  });

  it('deletes the documents 30 days after the decision and keeps the decision', async () => {
    const p = await provider('Farhan Purge');
    const submitted = (await submit(p.client, goodParts())).json().verification;
    const a = await admin();
    await a.post(`/api/admin/verifications/${submitted.id}/decision`, { decision: 'approve' });
    const service = createVerificationService(t.ctx);
    await service.purgeDocuments(new Date(Date.now() + 29 * 86_400_000));
    expect((await p.client.get(`/api/files/${submitted.idDocument.id}`)).statusCode).toBe(200);
    expect(
      await service.purgeDocuments(new Date(Date.now() + 31 * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    await t.settle();
    for (const id of [submitted.idDocument.id, submitted.addressProof.id]) {
      expect((await p.client.get(`/api/files/${id}`)).statusCode).toBe(404);
      expect((await a.get(`/api/files/${id}`)).statusCode).toBe(404);
    }
    const mine = (await p.client.get('/api/verification')).json() as MyVerification;
    expect(mine.verifiedAt).not.toBeNull();
    expect(mine.latest).toMatchObject({ status: 'approved', idDocument: null, addressProof: null });
    expect(mine.latest?.documentsDeletedAt).not.toBeNull();
  });
});
