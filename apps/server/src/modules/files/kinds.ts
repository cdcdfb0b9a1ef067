import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Every kind of file PetMitra keeps, and whether it is public. This is the one place that
 * decides: a public file gets an unguessable unique key and is served to anyone with
 * `cache-control: immutable`; a private file is never served at a public URL — only through
 * `GET /api/files/:id`, which authorises each read, or a signed link that expires in minutes.
 */
export const FILE_KINDS = {
  pet_photo: { visibility: 'public', folder: 'pets' },
  profile_photo: { visibility: 'public', folder: 'profiles' },
  invoice: { visibility: 'private', folder: 'invoices' },
  verification_document: { visibility: 'private', folder: 'verification-documents' },
  data_export: { visibility: 'private', folder: 'data-exports' },
  report_export: { visibility: 'private', folder: 'report-exports' },
  message_attachment: { visibility: 'private', folder: 'message-attachments' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;
export type PublicFileKind = {
  [K in FileKind]: (typeof FILE_KINDS)[K]['visibility'] extends 'public' ? K : never;
}[FileKind];
export type PrivateFileKind = Exclude<FileKind, PublicFileKind>;

export const PRIVATE_PREFIX = 'private/';

/** Cache headers: public keys never change (a new photo gets a new key). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** How long a signed link to a private file stays valid. */
export const SIGNED_LINK_SECONDS = 5 * 60;

/** The spec's layout for public images: {folder}/{userId}_{timestamp}_{random}.{ext}. */
export function publicKey(kind: PublicFileKind, ownerId: string, ext: string): string {
  return `${FILE_KINDS[kind].folder}/${ownerId}_${Date.now()}_${randomBytes(8).toString('hex')}.${ext}`;
}

/** private/<folder>/<owner>/<random uuid>: under a prefix no public URL or bucket policy serves. */
export function privateKey(kind: PrivateFileKind, ownerId: string): string {
  return `${PRIVATE_PREFIX}${FILE_KINDS[kind].folder}/${ownerId}/${randomUUID()}`;
}

const PUBLIC_FOLDERS: ReadonlySet<string> = new Set(
  Object.values(FILE_KINDS)
    .filter((k) => k.visibility === 'public')
    .map((k) => k.folder),
);

/** True for the keys of public files (the only ones /uploads/ serves). */
export function isPublicKey(key: string): boolean {
  const folder = key.slice(0, key.indexOf('/'));
  return PUBLIC_FOLDERS.has(folder);
}

/** The prefixes an account's files live under (its public photos and private files). */
export function ownerPrefixes(ownerId: string): string[] {
  return Object.values(FILE_KINDS).map((k) =>
    k.visibility === 'public'
      ? `${k.folder}/${ownerId}_`
      : `${PRIVATE_PREFIX}${k.folder}/${ownerId}/`,
  );
}
