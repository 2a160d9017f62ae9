import { DEFAULT_FAULT_PATH, FAULT_KINDS, FAULT_METHODS, type DemoBackend, type FaultKind, type FaultMethod, type FaultRule } from '@portal/demo-backend/browser';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { StrictMode, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import * as styles from './demo-faults.css.ts';

export type FaultControls = Pick<DemoBackend, 'setFaults' | 'clearFaults' | 'listFaults'>;

const KIND_LABELS: Record<FaultKind, string> = {
  'data-empty-array': 'Payload is an empty array',
  'data-empty-object': 'Payload is an empty object',
  'data-null': 'Payload is null',
  'missing-field': 'A field is missing',
  'wrong-type': 'A field has the wrong type',
  'success-false': 'success: false with 200',
  'status-404': '404 Not found',
  'status-422': '422 Validation failed',
  'status-500': '500 Server error',
  slow: 'Slow answer (1.5 s)',
  'no-answer': 'No answer (network error)',
};

const KIND_OPTIONS = FAULT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const METHOD_OPTIONS = [{ value: '', label: 'Any' }, ...FAULT_METHODS.map((method) => ({ value: method, label: method.toUpperCase() }))];
const DEFAULT_PATH = '/api/customer/*';

function describeRule(rule: FaultRule): string {
  return `${rule.method ? `${rule.method.toUpperCase()} ` : ''}${rule.path ?? DEFAULT_FAULT_PATH}`;
}

/**
 * The demo faults for people: a small button, bottom left, that opens the active rules (each with
 * a remove button) and a form to add one. Only the demo build has it.
 */
export function DemoFaults({ controls }: { controls: FaultControls }) {
  const [open, setOpen] = useState(false);
  const [rules, setRules] = useState<FaultRule[]>(() => controls.listFaults());
  const [kind, setKind] = useState<FaultKind>('status-500');
  const [path, setPath] = useState(DEFAULT_PATH);
  const [method, setMethod] = useState<FaultMethod | ''>('');
  const [error, setError] = useState<string | undefined>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Escape inside the panel closes it and goes back to its button.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const apply = (next: FaultRule[]) => {
    if (next.length) {
      setRules(controls.setFaults(next));
      return;
    }
    controls.clearFaults();
    setRules([]);
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const glob = path.trim();
    if (!glob.startsWith('/')) {
      setError('Enter a path glob that starts with /, like /api/customer/*.');
      return;
    }
    try {
      apply([...rules, { kind, path: glob, ...(method ? { method } : {}) }]);
      setError(undefined);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The fault could not be added.');
    }
  };

  return (
    <aside aria-label="Demo faults" className={styles.dock}>
      <Button
        ref={toggleRef}
        size="sm"
        variant="secondary"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) setRules(controls.listFaults());
          setOpen(!open);
        }}
      >
        Demo faults{rules.length ? ' ' : null}
        {rules.length ? <Badge tone="warning">{rules.length} active</Badge> : null}
      </Button>
      {open ? (
        <section ref={panelRef} id={panelId} aria-labelledby={titleId} className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            Demo faults
          </h2>
          <p className={styles.hint}>
            Chosen calls of the demo backend fail the way a broken backend would. The first matching rule wins; what is already on screen stays until it is loaded
            again.
          </p>
          {rules.length ? (
            <ul className={styles.rules} aria-label="Active faults">
              {rules.map((rule, index) => (
                <li key={`${index}-${rule.kind}-${describeRule(rule)}`} className={styles.rule}>
                  <span className={styles.ruleText}>
                    <strong>{KIND_LABELS[rule.kind]}</strong>
                    <span className={styles.rulePath}>{describeRule(rule)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${KIND_LABELS[rule.kind]} on ${describeRule(rule)}`}
                    onClick={() => apply(rules.filter((_, position) => position !== index))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>No faults: every call answers as usual.</p>
          )}
          <form className={styles.form} onSubmit={add} aria-label="Add a fault" noValidate>
            <SelectField label="Fault" name="kind" options={KIND_OPTIONS} value={kind} onChange={(event) => setKind(event.target.value as FaultKind)} />
            <TextField
              label="Path"
              name="path"
              description="A glob over the URL path: * within a segment, ** or a final * for the rest."
              value={path}
              error={error}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setPath(event.target.value);
                setError(undefined);
              }}
            />
            <SelectField label="Method" name="method" options={METHOD_OPTIONS} value={method} onChange={(event) => setMethod(event.target.value as FaultMethod | '')} />
            <div className={styles.actions}>
              <Button type="submit" size="sm">
                Add fault
              </Button>
              {rules.length ? (
                <Button size="sm" variant="secondary" onClick={() => apply([])}>
                  Clear all
                </Button>
              ) : null}
            </div>
          </form>
        </section>
      ) : null}
    </aside>
  );
}

/** Puts the panel on the page, in a root of its own next to the portal's. */
export function mountDemoFaults(controls: FaultControls): () => void {
  const container = document.createElement('div');
  container.dataset.demoFaults = '';
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <DemoFaults controls={controls} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
