import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * Multipart uploads in jsdom tests. jsdom's FormData and File reach Node's fetch as anonymous
 * blobs (every file arrives named "blob"), so the upload tests swap in Node's own FormData and
 * File. The swapped FormData still reads a form element through jsdom's, so forms keep working.
 * Call in `beforeEach`; Vitest restores the globals after each test (`unstubGlobals`).
 */
export async function useNodeMultipart(): Promise<void> {
  const JsdomFormData = globalThis.FormData;
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  class TestFormData extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (form) new JsdomFormData(form, submitter).forEach((value, name) => typeof value === 'string' && this.append(name, value));
    }
  }
  vi.stubGlobal('FormData', TestFormData);
  vi.stubGlobal('File', NodeFile);
}

/** A file as the picker hands it over, made after `useNodeMultipart()`. */
export function testFile(name: string, size: number, type = 'text/plain'): File {
  return new File([new Uint8Array(size).fill(65)], name, { type });
}
