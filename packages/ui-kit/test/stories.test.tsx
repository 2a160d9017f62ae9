import { composeStories, type composeStory } from '@storybook/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

// One theme is enough here: the side-by-side view renders the same markup twice, and colour
// contrast (the only theme-dependent check) needs layout, which jsdom does not have. The contrast
// of every token pair is tested in src/theme/contrast.test.ts instead.
const annotations = { ...preview, initialGlobals: { theme: 'light' } };

async function violations(): Promise<axe.Result[]> {
  const results = await axe.run(document.body, {
    rules: {
      'color-contrast': { enabled: false },
      // Landmarks belong to the app shell; a story renders a component on its own.
      region: { enabled: false },
    },
  });
  return results.violations;
}

function describeViolations(found: axe.Result[]): string {
  return found
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`)
    .join('\n');
}

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module, annotations)) as Array<[string, ComposedStory]>;

  it.each(stories)('%s renders without accessibility violations', async (_name, Story) => {
    const { container } = render(<Story />);
    // Stories with a play function reach their state (a failed submit, a pending action) by
    // interaction; the check runs on that state.
    await Story.play?.({ canvasElement: container });
    const found = await violations();
    expect(found, describeViolations(found)).toEqual([]);
  });
});
