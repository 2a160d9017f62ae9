import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { Command as CommandPrimitive, useCommandState } from 'cmdk';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { overlay } from '#dialog/dialog.css.ts';
import { SearchIcon } from '#icons/search-icon.tsx';
import { usePortalContainer } from '#portal/portal-container.tsx';
import { SpinnerIcon } from '#spinner/spinner-icon.tsx';
import { cx } from '#utils/cx.ts';
import { visuallyHiddenClass } from '#visually-hidden/visually-hidden.css.ts';
import * as styles from './command.css.ts';

type RootProps = ComponentPropsWithRef<typeof CommandPrimitive>;

export interface CommandDialogProps extends Omit<RootProps, 'label'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name of the dialog and its search field, e.g. "Search users, nodes and services". */
  label: string;
  /** Set to false when the results come filtered from the server. */
  shouldFilter?: boolean;
  children: ReactNode;
}

/**
 * The command palette in a modal. Built on our own Radix dialog rather than cmdk's, so it gets
 * a real (visually hidden) title and portals like every other overlay.
 */
export function CommandDialog({ open, onOpenChange, label, shouldFilter, loop = true, className, children, ...props }: CommandDialogProps) {
  const container = usePortalContainer();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={overlay} />
        <DialogPrimitive.Content className={styles.dialogContent} aria-describedby={undefined}>
          <DialogPrimitive.Title className={visuallyHiddenClass}>{label}</DialogPrimitive.Title>
          <CommandPrimitive
            label={label}
            shouldFilter={shouldFilter}
            loop={loop}
            className={cx(styles.root, className)}
            {...props}
          >
            {children}
          </CommandPrimitive>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The palette without a dialog, e.g. inline on a page; `label` names its search field. */
function Root({ className, loop = true, ...props }: RootProps) {
  return <CommandPrimitive loop={loop} className={cx(styles.root, className)} {...props} />;
}

function Input({ className, ...props }: ComponentPropsWithRef<typeof CommandPrimitive.Input>) {
  return (
    <div className={styles.inputWrapper}>
      <SearchIcon />
      <CommandPrimitive.Input className={cx(styles.input, className)} {...props} />
    </div>
  );
}

function List({ className, ...props }: ComponentPropsWithRef<typeof CommandPrimitive.List>) {
  return <CommandPrimitive.List className={cx(styles.list, className)} {...props} />;
}

/**
 * Shown when nothing matches. Place it beside `Command.List`, not inside: a listbox may only
 * contain options and groups, and screen readers would skip text put in it.
 */
function Empty({ className, ...props }: ComponentPropsWithRef<typeof CommandPrimitive.Empty>) {
  return <CommandPrimitive.Empty className={cx(styles.empty, className)} {...props} />;
}

function Group({ className, ...props }: ComponentPropsWithRef<typeof CommandPrimitive.Group>) {
  return <CommandPrimitive.Group className={cx(styles.group, className)} {...props} />;
}

function Item({ className, ...props }: ComponentPropsWithRef<typeof CommandPrimitive.Item>) {
  return <CommandPrimitive.Item className={cx(styles.item, className)} {...props} />;
}

export interface CommandSeparatorProps extends ComponentPropsWithRef<'div'> {
  /** Keep it while the user is searching (by default it hides, as cmdk's does). */
  alwaysRender?: boolean;
}

/**
 * A visual divider between groups. cmdk's own gives itself `role="separator"`, which is not
 * allowed inside a listbox; this one is presentational, the groups carry the structure.
 */
function Separator({ alwaysRender = false, className, ...props }: CommandSeparatorProps) {
  const searching = useCommandState((state) => state.search !== '');
  if (searching && !alwaysRender) return null;
  return <div role="none" className={cx(styles.separator, className)} {...props} />;
}

/** A busy indicator for results fetched from the server; like `Empty`, place it beside the list. */
function Loading({ className, label: labelProp, children, ...props }: ComponentPropsWithRef<typeof CommandPrimitive.Loading>) {
  const { t } = useLingui();
  const label = labelProp ?? t`Loading`;
  return (
    <CommandPrimitive.Loading label={label} className={cx(styles.loading, className)} {...props}>
      <SpinnerIcon />
      {children ?? label}
    </CommandPrimitive.Loading>
  );
}

export const Command = { Root, Input, List, Empty, Group, Item, Loading, Separator };
