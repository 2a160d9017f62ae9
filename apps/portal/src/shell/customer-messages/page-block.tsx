import { ServerHtml } from '../notifications/server-html.tsx';
import type { CustomerContentBlock } from './api/get-customer-messages.ts';
import * as styles from './page-block.css.ts';

/** A block of the admin's HTML, sanitised: its code (and the sanitiser's) loads only when a page has one. */
export default function PageBlock({ block }: { block: CustomerContentBlock }) {
  return <ServerHtml className={styles.block} html={block.html} data-content-block={block.id} />;
}
