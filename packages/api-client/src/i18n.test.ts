import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { NetworkError } from './http/errors.ts';
import { translate } from './i18n.ts';

describe('translate', () => {
  it('words a message in English before a language is chosen, then in the active one', () => {
    const whoops = msg`Whoops`;
    expect(translate(whoops)).toBe('Whoops');
    const unreachable = new NetworkError('/api/x').descriptor;
    i18n.load('de', { [whoops.id]: 'Hoppla', [unreachable.id]: 'Der Server ist nicht erreichbar.' });
    i18n.activate('de');
    expect(translate(whoops)).toBe('Hoppla');
    expect(translate(unreachable)).toBe('Der Server ist nicht erreichbar.');
  });
});
