import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { FieldShell, useFieldControl } from '@portal/ui-kit/field';
import { formatBytes } from '@portal/ui-kit/format';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './system.css.ts';

/** What the server accepts: these types, at most this size (the demo keeps images in the browser's storage). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
export const DEFAULT_MAX_IMAGE_KB = 256;

/** Why a picked file cannot be the image, or null when it can. */
function imageProblem(file: File, maxKb: number): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const name = file.name;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || !IMAGE_EXTENSIONS.includes(extension)) {
    return t`${name} is not an image the portal can show: choose a PNG, JPEG, GIF or WebP file.`;
  }
  if (file.size > maxKb * 1024) {
    const size = formatBytes(file.size);
    const limit = formatBytes(maxKb * 1024);
    return t`${name} is ${size}; an image may be at most ${limit}.`;
  }
  return null;
}

/** The image as the form holds it: the stored one, a new file, or removed. */
export interface ImageChoice {
  file: File | null;
  removed: boolean;
}

export const KEEP_IMAGE: ImageChoice = { file: null, removed: false };

export interface ImageFieldProps {
  /** The form's name of the upload, which the server's errors use (`logo`, `icon`). */
  name: string;
  label: string;
  description: ReactNode;
  /** The stored image (a data URI or an address), if any. */
  current: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  maxKb: number;
  /** What the preview shows when there is no image. */
  emptyText: string;
  previewLabel: string;
  removeLabel: string;
  keepLabel: string;
}

function dataUrlOf(type: string, bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** The picked file as a data URI for its preview (the page's policy allows `data:` images). */
function useDataUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let live = true;
    void file.arrayBuffer().then(
      (buffer) => {
        if (live) setUrl(dataUrlOf(file.type, new Uint8Array(buffer)));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [file]);
  return url;
}

/**
 * An image upload with its preview: the type and size are checked when the file is picked, so a
 * file the server would refuse never leaves the browser; the stored image can be removed.
 */
export function ImageField({ name, label, description, current, choice, onChange, maxKb, emptyText, previewLabel, removeLabel, keepLabel }: ImageFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { shell, control } = useFieldControl<HTMLInputElement, { label: ReactNode; description: ReactNode; name: string; error?: string }>({
    label,
    description,
    name,
    error: problem ?? undefined,
  });
  const picked = useDataUrl(choice.file);
  const shown = choice.file ? picked : choice.removed ? null : current;
  const fileName = choice.file ? choice.file.name : null;
  const fileSize = choice.file ? formatBytes(choice.file.size) : '';
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className={styles.imageField}>
      <FieldShell {...shell}>
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className={styles.fileInput}
          onChange={(event) => {
            control.onChange(event);
            const file = event.target.files?.[0] ?? null;
            if (!file) return;
            const why = imageProblem(file, maxKb);
            setProblem(why);
            if (why) {
              clearInput();
              return;
            }
            onChange({ file, removed: false });
          }}
        />
      </FieldShell>
      <figure className={styles.preview}>
        {shown ? <img src={shown} alt={previewLabel} className={styles.previewImage} /> : <span className={styles.previewEmpty}>{emptyText}</span>}
        {fileName !== null ? (
          <figcaption className={styles.previewCaption}>
            <Trans>
              New: {fileName}, {fileSize}. It is saved with the form.
            </Trans>
          </figcaption>
        ) : null}
      </figure>
      <div className={styles.imageActions}>
        {shown ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              clearInput();
              setProblem(null);
              onChange({ file: null, removed: current !== null });
            }}
          >
            {removeLabel}
          </Button>
        ) : null}
        {choice.removed && current ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(KEEP_IMAGE)}>
            {keepLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
