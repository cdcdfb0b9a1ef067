// Vitest setup for the API suite: nothing global; each test file builds its own app and
// database through test/app.ts, so files run in parallel without sharing state.
export {};
