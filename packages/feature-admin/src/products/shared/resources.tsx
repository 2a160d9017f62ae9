import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/ui-kit/format';
import type { components } from '@portal/api-client';
import * as styles from './resources.css.ts';

type Resources = components['schemas']['AdminProductResources'];

/** What a product (or a product type) gives, as short parts: "2,000 GB of storage", "2 streams", "4 GB of memory". */
export function useResourceParts() {
  const { t } = useLingui();
  return (resources: Resources | undefined): string[] => {
    if (!resources) return [];
    const parts: string[] = [];
    if (resources.storage_gb !== null && resources.storage_gb !== undefined) {
      const storage = formatNumber(resources.storage_gb);
      parts.push(t`${storage} GB of storage`);
    }
    if (resources.max_streams !== null && resources.max_streams !== undefined) {
      const streams = resources.max_streams;
      parts.push(plural(streams, { one: '# simultaneous stream', other: '# simultaneous streams' }));
    }
    if (resources.ram_gb !== null && resources.ram_gb !== undefined) {
      const ram = formatNumber(resources.ram_gb);
      parts.push(t`${ram} GB of memory`);
    }
    return parts;
  };
}

/** The parts as a list a screen reader counts, one line on a wide screen. */
export function ResourceList({ resources, label }: { resources: Resources | undefined; label: string }) {
  const parts = useResourceParts()(resources);
  if (parts.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {parts.map((part) => (
        <li key={part} className={styles.item}>
          {part}
        </li>
      ))}
    </ul>
  );
}
