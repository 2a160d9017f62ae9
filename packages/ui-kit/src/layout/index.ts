export { Page, type PageProps } from './page.tsx';
export { Card, type CardProps } from './card.tsx';
export { Stack, Inline, type StackProps, type InlineProps, type LayoutElement } from './stack.tsx';
export { Grid, type GridProps } from './grid.tsx';
export { CenteredPanel, type CenteredPanelProps } from './centered-panel.tsx';
