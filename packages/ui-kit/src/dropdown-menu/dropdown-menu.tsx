import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { usePortalContainer } from '#portal/portal-container.tsx';
import { CheckIcon } from '#icons/check-icon.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './dropdown-menu.css.ts';

function Content({
  className,
  sideOffset = 6,
  align = 'end',
  collisionPadding = 8,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.Content>) {
  const container = usePortalContainer();
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cx(styles.content, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentPropsWithRef<typeof MenuPrimitive.Item> {
  /** `danger` for destructive actions such as "Delete server". */
  tone?: 'default' | 'danger';
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

function Item({ tone = 'default', icon, className, children, asChild, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item className={cx(styles.item({ tone }), className)} asChild={asChild} {...props}>
      {asChild ? (
        children
      ) : (
        <>
          {icon ? (
            <span className={styles.itemIcon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {children}
        </>
      )}
    </MenuPrimitive.Item>
  );
}

function Label({ className, ...props }: ComponentPropsWithRef<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cx(styles.label, className)} {...props} />;
}

function Separator({ className, ...props }: ComponentPropsWithRef<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cx(styles.separator, className)} {...props} />;
}

/** A choice of one among several (a language): checked items show a tick and are `menuitemradio` to assistive technology. */
function RadioItem({ className, children, ...props }: ComponentPropsWithRef<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className={cx(styles.item({ tone: 'default' }), styles.radioItem, className)} {...props}>
      <span className={styles.radioMark} aria-hidden="true">
        <MenuPrimitive.ItemIndicator>
          <CheckIcon />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

/** Radix menu: opens with Enter, Space or ArrowDown on the trigger; arrows, typeahead and Escape inside. */
export const DropdownMenu = {
  Root: MenuPrimitive.Root,
  Trigger: MenuPrimitive.Trigger,
  Content,
  Item,
  Label,
  Separator,
  Group: MenuPrimitive.Group,
  RadioGroup: MenuPrimitive.RadioGroup,
  RadioItem,
};
