import { useEffect, useMemo, useRef, type ComponentPropsWithRef } from 'react';
import { useNavigate } from 'react-router';
import { BASENAME, toRouterPath } from '#router/guard.ts';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import * as styles from './server-html.css.ts';

export interface ServerHtmlProps extends Omit<ComponentPropsWithRef<'div'>, 'ref' | 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server; it is sanitised here. */
  html: string;
  /** Called before a link of the portal navigates, e.g. to close the dialog it sits in. */
  onNavigate?: () => void;
}

/** The portal page a plain click on this link leads to, or null when the browser should follow it. */
function portalPath(event: MouseEvent, container: HTMLElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !container.contains(anchor) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname !== BASENAME && !url.pathname.startsWith(`${BASENAME}/`)) return null;
  return `${toRouterPath(url.pathname)}${url.search}${url.hash}`;
}

/**
 * Sanitised server HTML (notification and announcement content). Links to portal pages move
 * within the app instead of reloading it.
 */
export function ServerHtml({ html, onNavigate, className, ...props }: ServerHtmlProps) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const latestOnNavigate = useRef(onNavigate);
  useEffect(() => {
    latestOnNavigate.current = onNavigate;
  });

  // A native listener: the links are inside the injected markup, so React cannot give them handlers.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const path = portalPath(event, element);
      if (path === null) return;
      event.preventDefault();
      latestOnNavigate.current?.();
      void navigate(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div
      {...props}
      ref={container}
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
