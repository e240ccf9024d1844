/**
 * Number fields that share their screen's one keypad (src/ui/Keypad.tsx). A `KeypadScope` (every
 * dialog has one, around its body and footer) collects the `NumberInput`s inside it and draws
 * ONE keypad where `ScopeKeypad` stands, typing into the field last focused (the first one
 * until any is). A `NumberInput` is a plain textbox otherwise: named by its label, typed by a
 * physical keyboard or a scanner, with `inputmode="none"` so a touch device's own keyboard
 * stays closed. Outside any scope it is that textbox alone.
 *
 * The first key after a field takes the focus (or is filled from elsewhere, `useRefill`)
 * replaces its text, as on a calculator; later keys add to it; so does the first key after a
 * tap on the field already focused. A keyboard's typing after a focus or a tap replaces it too:
 * both select the text.
 */
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { applyKey, Keypad } from './Keypad';

interface Registered {
  /** The field's latest props, read when a key is tapped. */
  current: { value: string; onText(text: string): void; allowPoint: boolean; disabled: boolean };
}

interface Scope {
  register(id: string, field: Registered): () => void;
  focus(id: string): void;
  /** The next key replaces the target's text (it was just filled from elsewhere). */
  refill(): void;
}

const ScopeContext = createContext<Scope | null>(null);
const KeypadContext = createContext<ReactNode>(null);
/** The field the scope's keypad types into. */
const TargetContext = createContext<string | null>(null);

/** A part of the screen with one keypad for all its number fields. */
export function KeypadScope({ children, className }: { children: ReactNode; className?: string }) {
  const fields = useRef(new Map<string, Registered>());
  // Bumped when a field comes or goes, so the keypad appears with the first one.
  const [, setVersion] = useState(0);
  const [target, setTarget] = useState<string | null>(null);
  const fresh = useRef(true);
  const scope = useMemo<Scope>(
    () => ({
      register(id, field) {
        fields.current.set(id, field);
        setVersion((v) => v + 1);
        return () => {
          fields.current.delete(id);
          setVersion((v) => v + 1);
        };
      },
      refill() {
        fresh.current = true;
      },
      focus(id) {
        setTarget((was) => {
          if (was !== id) fresh.current = true;
          return id;
        });
      },
    }),
    [],
  );
  const enabled = [...fields.current.entries()].filter(([, f]) => !f.current.disabled);
  const aimed = enabled.find(([id]) => id === target) ?? enabled[0];
  const keypad = aimed ? (
    <Keypad
      className={className}
      allowPoint={aimed[1].current.allowPoint}
      onKey={(key) => {
        const field = aimed[1].current;
        field.onText(applyKey(fresh.current && key !== 'backspace' ? '' : field.value, key));
        fresh.current = false;
      }}
    />
  ) : null;
  return (
    <ScopeContext.Provider value={scope}>
      <TargetContext.Provider value={aimed?.[0] ?? null}>
        <KeypadContext.Provider value={keypad}>{children}</KeypadContext.Provider>
      </TargetContext.Provider>
    </ScopeContext.Provider>
  );
}

/**
 * Where the scope's keypad is drawn (nothing while it holds no number field). A dialog draws
 * it under its body unless told its content places it (`Dialog`'s `keypad="placed"`).
 */
export function ScopeKeypad() {
  return <>{useContext(KeypadContext)}</>;
}

/**
 * For a control that fills a number field from elsewhere (a quick amount): the keypad's next
 * key then replaces that text, as after a focus.
 */
export function useRefill(): () => void {
  const scope = useContext(ScopeContext);
  return () => scope?.refill();
}

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onText(text: string): void;
  /** A decimal point is offered (money, a weight); quantities and PINs take digits only. */
  allowPoint?: boolean;
  /** A PIN: shown as dots. */
  secret?: boolean;
  ref?: Ref<HTMLInputElement> | undefined;
}

export function NumberInput({ value, onText, allowPoint = false, secret = false, disabled = false, onFocus, onClick, ...rest }: NumberInputProps) {
  const scope = useContext(ScopeContext);
  const id = useId();
  const aimed = useContext(TargetContext) === id;
  const field = useRef<Registered['current']>({ value, onText, allowPoint, disabled });
  useLayoutEffect(() => {
    field.current = { value, onText, allowPoint, disabled };
  });
  useLayoutEffect(() => scope?.register(id, field), [scope, id]);
  return (
    <input
      {...rest}
      type={secret ? 'password' : 'text'}
      inputMode="none"
      autoComplete="off"
      value={value}
      disabled={disabled}
      data-keypad-target={aimed || undefined}
      onChange={(e) => onText(e.target.value)}
      onFocus={(e) => {
        scope?.focus(id);
        e.currentTarget.select();
        onFocus?.(e);
      }}
      onClick={(e) => {
        // A tap on the field it already types into starts it afresh too (a "10" re-tapped to give "15").
        scope?.refill();
        e.currentTarget.select();
        onClick?.(e);
      }}
    />
  );
}
