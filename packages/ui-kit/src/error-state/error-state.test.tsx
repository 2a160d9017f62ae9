import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultMapError } from '#form/map-error.ts';
import { failureMessage, outcomeFromError } from '#outcome/outcome.ts';
import { ErrorState } from './error-state.tsx';

/**
 * A failure the portal words itself, shaped like the api-client's (without importing it): English
 * `message` for logs, and a `descriptor` that is shown. The descriptor's text stands in for a
 * translation here, so the test sees which of the two is shown.
 */
const unreachable = Object.assign(new Error('Cannot reach the server. Check your connection and try again.'), {
  descriptor: { id: 'test.unreachable', message: 'Der Server ist nicht erreichbar.' },
});

describe('the message of a failure', () => {
  it('is the server’s message as it came', () => {
    render(<ErrorState error={new Error('The node is busy.')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The node is busy.');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(failureMessage(new Error('The node is busy.'))).toBe('The node is busy.');
    expect(defaultMapError(new Error('The node is busy.'))).toEqual({ message: 'The node is busy.', fields: {} });
  });

  it('is the descriptor, in the active language, when the portal worded the failure itself', () => {
    render(<ErrorState error={unreachable} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Server ist nicht erreichbar.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Check your connection');
    expect(failureMessage(unreachable)).toBe('Der Server ist nicht erreichbar.');
    expect(outcomeFromError(unreachable).message).toBe('Der Server ist nicht erreichbar.');
    expect(defaultMapError(unreachable).message).toBe('Der Server ist nicht erreichbar.');
  });

  it('is the message when the descriptor is not an object', () => {
    const odd = Object.assign(new Error('Plain words.'), { descriptor: 'not a descriptor' });
    expect(failureMessage(odd)).toBe('Plain words.');
    expect(failureMessage(Object.assign(new Error(''), { descriptor: null }))).toBe('Something went wrong');
  });
});
