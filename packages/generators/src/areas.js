// Plain JavaScript: Plop loads the generators without a TypeScript step.

/**
 * The feature packages a screen can be made in, with what the generated code needs of each: its
 * key factory, its route handle helper, the demo account that opens its screens, and the role the
 * end-to-end sweep visits them as.
 */
export const AREAS = {
  'feature-admin': { keys: 'adminKeys', handle: 'admin', access: 'ACCESS.admin', account: 'admin', sweepRole: 'admin', routes: 'adminRoutes' },
  'feature-reseller': { keys: 'resellerKeys', handle: 'reseller', access: 'ACCESS.reseller', account: 'reseller', sweepRole: 'reseller', routes: 'resellerRoutes' },
  'feature-moderator': { keys: 'moderatorKeys', handle: 'moderator', access: 'ACCESS.moderator', account: 'moderator', sweepRole: 'moderator', routes: 'moderatorRoutes' },
};

/** `admin/nodes/:node/reboots` → `nodes-reboots`: the route's words after the area's first segment. */
export function nameFromRoute(route) {
  const words = route
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .slice(1);
  return (words.length ? words : route.split('/').filter(Boolean).slice(0, 1)).join('-');
}

/** The route's parameters: `admin/nodes/:node/reboots` → `['node']`. */
export function routeParams(route) {
  return route
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** A route as an address a test or the sweep opens, each parameter filled with `1`. */
export function sampleAddress(route) {
  return `/app/${route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : segment))
    .join('/')}`;
}

/** `nodes-reboots` → `NodesReboots`. */
export function pascal(kebab) {
  return kebab
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/** `nodes-reboots` → `nodesReboots`. */
export function camel(kebab) {
  const name = pascal(kebab);
  return name[0].toLowerCase() + name.slice(1);
}

/** `customerServersList` → `customer-servers-list`, as the generated validators name their files. */
export function kebab(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
