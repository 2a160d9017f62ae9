import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './tabs.css.ts';

function Root({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cx(styles.root, className)} {...props} />;
}

function List({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cx(styles.list, className)} {...props} />;
}

function Trigger({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cx(styles.trigger, className)} {...props} />;
}

function Content({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cx(styles.content, className)} {...props} />;
}

/** Radix tabs: arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = { Root, List, Trigger, Content };
