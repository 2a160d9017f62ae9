import { describe, expect, expectTypeOf, it } from 'vitest';
import { channelEvents, channelKindOf, channelKinds, channelName, channelsFor, type ChannelKind, type RealtimeEventName } from './events.ts';

/** The events of the type map that the run-time list lacks. */
type Unlisted<K extends ChannelKind> = Exclude<RealtimeEventName<K>, (typeof channelEvents)[K][number]>;

describe('channels', () => {
  it('names each private channel after the tenant', () => {
    expect(channelKinds.map((kind) => channelName(kind, 'acme'))).toEqual([
      'system.acme',
      'notifications.acme',
      'customer.acme',
      'admin.acme',
      'tickets.unread.acme',
    ]);
  });

  it('reads the kind back from a channel name', () => {
    expect(channelKindOf('tickets.unread.acme')).toBe('tickets');
    expect(channelKindOf('admin.acme')).toBe('admin');
    expect(channelKindOf('presence-room.acme')).toBeUndefined();
    expect(channelKindOf('system.')).toBeUndefined();
  });

  it('joins system, notifications and customer for everyone, admin for admins, tickets for admins and moderators', () => {
    expect(channelsFor({ isAdmin: false, isModerator: false })).toEqual(['system', 'notifications', 'customer']);
    expect(channelsFor({ isAdmin: false, isModerator: true })).toEqual(['system', 'notifications', 'customer', 'tickets']);
    expect(channelsFor({ isAdmin: true, isModerator: false })).toEqual(['system', 'notifications', 'customer', 'admin', 'tickets']);
  });
});

describe('channelEvents', () => {
  it('lists every event of the type map, for every kind', () => {
    expect(Object.keys(channelEvents)).toEqual([...channelKinds]);
    expectTypeOf<Unlisted<'system'>>().toEqualTypeOf<never>();
    expectTypeOf<Unlisted<'notifications'>>().toEqualTypeOf<never>();
    expectTypeOf<Unlisted<'customer'>>().toEqualTypeOf<never>();
    expectTypeOf<Unlisted<'admin'>>().toEqualTypeOf<never>();
    expectTypeOf<Unlisted<'tickets'>>().toEqualTypeOf<never>();
  });
});
