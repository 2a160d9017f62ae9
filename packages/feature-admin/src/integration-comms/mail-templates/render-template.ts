import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import type { MailTemplateVariable } from '../api/types.ts';

const VARIABLE = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function fill(text: string, variables: readonly MailTemplateVariable[], escape: boolean): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const sample = variables.find((variable) => variable.name === name)?.sample;
    if (sample === undefined || sample === null) return whole;
    return escape ? escapeHtml(sample) : sample;
  });
}

/** The subject as the sample mail has it: plain text, rendered as text. */
export const previewSubject = (subject: string, variables: readonly MailTemplateVariable[]): string => fill(subject, variables, false);

/**
 * The body as the sample mail has it, made safe for the DOM: the samples are text (escaped before
 * they join the markup) and the whole goes through `sanitizeHtml`, so a script typed into the body
 * never runs in the admin's page.
 */
export function previewBody(body: string, variables: readonly MailTemplateVariable[]): string {
  return demoteHeadings(sanitizeHtml(fill(body, variables, true)));
}

/**
 * A mail's own headings (its `<h1>` above all) would join the page's outline under the preview's
 * `h2`: they become paragraphs that look like headings.
 */
function demoteHeadings(html: string): string {
  if (typeof document === 'undefined' || !/<h[1-6]/i.test(html)) return html;
  const holder = document.createElement('template');
  holder.innerHTML = html;
  for (const heading of Array.from(holder.content.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const paragraph = document.createElement('p');
    paragraph.setAttribute('data-mail-heading', heading.tagName.slice(1));
    for (const attribute of Array.from(heading.attributes)) paragraph.setAttribute(attribute.name, attribute.value);
    paragraph.append(...Array.from(heading.childNodes));
    heading.replaceWith(paragraph);
  }
  return holder.innerHTML;
}

/** Variables the text uses that the template does not have. */
export function unknownVariables(text: string, variables: readonly MailTemplateVariable[]): string[] {
  const known = new Set(variables.map((variable) => variable.name));
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1] ?? ''))].filter((name) => !known.has(name));
}
