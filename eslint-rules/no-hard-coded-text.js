// A user-visible string must come from a message catalog: through the Lingui macros
// (`<Trans>`, `t`, `msg`, `plural`) or a message descriptor, never written as a literal.
import { readFileSync } from 'node:fs';

const { names } = JSON.parse(readFileSync(new URL('../i18n-names.json', import.meta.url), 'utf8'));
const NAMES = new Set(names);

/** Props and object keys whose value a person reads or hears (labels, titles, descriptions, messages). */
const USER_FACING =
  /^(aria-(label|description|roledescription|valuetext|placeholder)|title|alt|placeholder|label|[a-z]\w*Label|description|[a-z]\w*Description|heading|[a-z]\w*Heading|message|[a-z]\w*Message|hint|text|[a-z]\w*Text|caption|subtitle|tooltip|summary|legend|confirm|cancel|empty|nothing|success|failure)$/;
const LETTER = /\p{L}{2,}/u;
/** Colours and other CSS values under keys like `text` or `success` in theme tokens. */
const CSS_VALUE = /^(#[0-9a-f]{3,8}|(rgba?|hsla?|var|calc|color-mix)\(.*\))$/i;
const TOAST = /^(toast|notify)$/;
/** The Lingui macros whose children are the message itself. */
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/** Whether the node is inside a `<Trans>` (or another message macro): its text is the message. */
function inMessage(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXElement' && MESSAGE_ELEMENTS.has(keyName(parent.openingElement.name))) return true;
  }
  return false;
}

/** Text with a letter that is not only a name from i18n-names.json. */
function isWords(text) {
  const trimmed = text.trim();
  if (!LETTER.test(trimmed) || CSS_VALUE.test(trimmed)) return false;
  return !NAMES.has(trimmed);
}

/** The string literals an expression can evaluate to directly (a literal, a template's text, a ternary's branches). */
function literalTexts(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => ({ node, text: quasi.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      return literalTexts(node.right);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalTexts(node.expression);
    default:
      return [];
  }
}

function keyName(key) {
  if (!key) return undefined;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  if (key.type === 'JSXIdentifier') return key.name;
  if (key.type === 'JSXNamespacedName') return `${key.namespace.name}:${key.name.name}`;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from a message catalog, not a string literal.' },
    messages: {
      text: 'Text "{{text}}" is hard-coded: write it as <Trans>…</Trans> or t`…` so it is in the catalog.',
      prop: 'The {{name}} "{{text}}" is hard-coded: pass t`…` (or a msg`…` descriptor) so it is in the catalog.',
      call: '{{name}}("{{text}}") is hard-coded: pass t`…` so it is in the catalog.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, data) => context.report({ node, messageId, data: { ...data, text: String(data.text).trim().slice(0, 40) } });
    const check = (expression, messageId, name) => {
      for (const { node, text } of literalTexts(expression)) if (isWords(text)) report(node, messageId, { text, name });
    };
    return {
      JSXText(node) {
        if (isWords(node.value) && !inMessage(node)) report(node, 'text', { text: node.value });
      },
      JSXExpressionContainer(node) {
        if ((node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') && !inMessage(node)) check(node.expression, 'text');
      },
      JSXAttribute(node) {
        const name = keyName(node.name);
        if (!name || !USER_FACING.test(name) || !node.value) return;
        check(node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value, 'prop', name);
      },
      Property(node) {
        const name = keyName(node.key);
        if (!name || node.computed || !USER_FACING.test(name)) return;
        check(node.value, 'prop', name);
      },
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.object.type === 'Identifier' ? callee.object.name : undefined;
        if (!name || !TOAST.test(name)) return;
        check(node.arguments[0], 'call', name);
      },
    };
  },
};

export default { rules: { 'no-hard-coded-text': rule } };
