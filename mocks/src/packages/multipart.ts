import { ApiFailure } from '../http/failure';
import { packageMessages } from './texts';

/** The uploaded file of a multipart request, with the other form fields. */
export interface Upload {
  name: string;
  bytes: Uint8Array;
  fields: FormData | null;
}

/** Reads the `file` part; a request without one is refused as the backend refuses an empty upload. */
export async function readUpload(request: Request): Promise<Upload> {
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    // Not multipart: the missing part is reported below.
  }
  // Any non-text part is the file: `instanceof File` would depend on which File class the runtime installed.
  const file = form?.get('file') ?? null;
  if (file === null || typeof file === 'string' || file.size === 0)
    throw new ApiFailure(400, packageMessages.noFile);
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), fields: form };
}

/** The file name's extension in lower case, '' when it has none. */
export function extensionOf(name: string): string {
  const at = name.lastIndexOf('.');
  return at < 0 ? '' : name.slice(at + 1).toLowerCase();
}
