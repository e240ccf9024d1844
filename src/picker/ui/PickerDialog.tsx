/**
 * The option picker dialog (ui-contract "Option picker"): a screen over the pure picker
 * reducer. The choices live in this component's own `useReducer` state, and it hands one
 * `LineRequest` to `onAdd` only once every rule is met.
 */
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import type { Product } from '../../core/catalog';
import type { LineRequest } from '../../core/line';
import type { CurrencyDigits, Money } from '../../core/money';
import type { CategoryScope } from '../../menu/scope';
import type { PickerIndex } from '../pickerIndex';
import { pickerReducer } from '../reducer';
import { preview, result, unmetPlace, unmetRules, type PriceLine, type Unmet } from '../result';
import { labelledRequest, start, startFrom } from '../start';
import { Dialog } from '../../ui/Dialog';
import { PickerFooter } from './PickerFooter';
import { TypedFields } from './TypedFields';
import type { ReadScaleFn } from './ReadScale';
import './picker.css';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import { unmetText } from './unmetText';
import { DealSteps, useMealSteps } from './DealSteps';
import { MealStepBody } from './MealStepBody';
import { AllChoices } from './AllChoices';

export interface PickerDialogProps {
  product: Product;
  index: PickerIndex;
  digits: CurrencyDigits;
  /** Prices a request as chosen so far (the cart's pricing); null when it cannot yet. */
  price: PriceLine;
  /** A weight from a scale barcode, in grams; pre-fills "Weight (kg)". */
  initialWeightG?: number | null;
  /** The price of a price-embedded scale label: the line sells at it, and no price or weight is asked. */
  labelPrice?: Money;
  /** The allowed category ids of the brand a deal is sold under (`dealScope`); null = none. */
  scope?: CategoryScope;
  /** Self-service screen: larger type, no field focused on open (no touch keyboard pops up), no note. */
  kiosk?: boolean;
  /** The scale set up in Settings "Scale"; null when there is none. */
  readScale?: ReadScaleFn | null;
  /** "Modify" on a line: the picker opens on the line's choices and saves them to it. */
  line?: LineRequest;
  onAdd(request: LineRequest): void;
  onCancel(): void;
}

/** A typed field's own problem, once something is typed (an empty field is not nagged). */
function typedProblem(unmet: readonly Unmet[], rule: 'price' | 'weight', say: (u: Unmet) => string): string | null {
  for (const u of unmet) {
    if ((u.rule === 'price' || u.rule === 'weight') && u.rule === rule) return u.reason === 'empty' ? null : say(u);
  }
  return null;
}

function PickerDialogView({ product, index, digits, price: priceOf, initialWeightG = null, labelPrice, scope = null, kiosk = false, readScale = null, line, onAdd: add, onCancel }: PickerDialogProps) {
  const [state, dispatch] = useReducer(pickerReducer, null, () =>
    line ? startFrom(product, index, line) : start(product, index, { weight_g: initialWeightG, scope, ...(labelPrice !== undefined ? { labelPrice } : {}) }),
  );
  // A scale label's price prices the line as it is shown and as it is added.
  const labelled = useCallback((request: LineRequest) => (labelPrice === undefined ? request : labelledRequest(request, product, labelPrice)), [labelPrice, product]);
  const price = useCallback<PriceLine>((request) => priceOf(labelled(request)), [priceOf, labelled]);
  const onAdd = (request: LineRequest) => add(labelled(request));
  const unmet = useMemo(() => unmetRules(state), [state]);
  const priced = useMemo(() => preview(state, price), [state, price]);
  const formId = useId();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const typed = state.priceText !== null || state.weightText !== null;
  const { t } = useLingui();
  const { name, translate } = useLanguage();
  const say = (u: Unmet) => unmetText(u, state, translate, name);
  const formRef = useRef<HTMLFormElement>(null);
  // Where the held "Add to order" led the cashier; marked while that rule is still unmet there.
  // A new object on each tap, so a second tap on the same rule moves the focus there again.
  const [led, setLed] = useState<{ place: string } | null>(null);
  const ledTo = led === null ? undefined : unmet.find((u) => unmetPlace(u) === led.place);
  const invalidAt = (place: string) => (ledTo && led?.place === place ? say(ledTo) : null);

  const meal = useMealSteps(state, unmet, formRef);
  // A deal is chosen one step at a time; any other product keeps the one form.
  const stepwise = state.slots.length > 0 && meal.shown !== null;

  /** Opens (on a deal, the step of) the first unmet rule and marks it; the focus follows once drawn. */
  function leadToUnmet() {
    const first = unmet[0];
    if (!first) return;
    setLed({ place: unmetPlace(first) });
    if (stepwise) meal.goToUnmet(first);
  }

  // After the step led to is drawn: the focus goes to the marked field or group's first choice.
  useEffect(() => {
    if (led === null) return;
    const at = formRef.current?.querySelector<HTMLElement>(`[data-place="${led.place}"]`);
    at?.scrollIntoView?.({ block: 'nearest' });
    at?.querySelector<HTMLElement>('input:not([disabled])')?.focus({ preventScroll: true });
  }, [led]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const outcome = result(state);
    if (outcome.ok) onAdd(outcome.request);
  }

  // Drawn in place, inside the selling screen, so a kiosk's picker keeps its larger touch
  // targets. It opens with the focus in the first typed field; with none, or on a kiosk (no
  // touch keyboard pops up), on the dialog itself, which reads out the product's name.
  return (
    <Dialog
      keypad="placed"
      title={name(product)}
      className={`picker${kiosk ? ' picker--kiosk' : ''}`}
      inPlace
      initialFocus={typed && !kiosk ? firstFieldRef : 'dialog'}
      onEscape={onCancel}
      footer={
        <PickerFooter
          formId={formId}
          priced={priced}
          weighed={product.is_weightage_item === 1}
          digits={digits}
          unmet={unmet[0] ? say(unmet[0]) : null}
          onUnmet={leadToUnmet}
          {...(line ? { submitLabel: t`Save changes` } : {})}
          {...(stepwise ? { steps: { back: meal.back && (() => meal.go(meal.back)), next: meal.next && (() => meal.go(meal.next)) } } : {})}
          onCancel={onCancel}
        />
      }
    >
      <form ref={formRef} id={formId} className={`picker-body${stepwise ? ' picker-body--steps' : ''}`} onSubmit={submit} noValidate>
        {typed && (
          <TypedFields
            priceText={state.priceText}
            weightText={state.weightText}
            priceProblem={typedProblem(unmet, 'price', say) ?? invalidAt('price')}
            weightProblem={typedProblem(unmet, 'weight', say) ?? invalidAt('weight')}
            digits={digits}
            focusRef={firstFieldRef}
            readScale={readScale}
            dispatch={dispatch}
          />
        )}
        {stepwise ? (
          <>
            <DealSteps state={state} steps={meal.steps} shown={meal.shown} onGo={meal.go} />
            <MealStepBody state={state} step={meal.shown!} digits={digits} dispatch={dispatch} invalidAt={invalidAt} />
          </>
        ) : (
          <AllChoices state={state} digits={digits} dispatch={dispatch} invalidAt={invalidAt} />
        )}
        {/* A note is staff's word to the kitchen: a kiosk's customer chooses, and writes nothing. */}
        {!kiosk && (
          <label className="picker-field__label picker-note">
            <span>{t`Note`}</span>
            <input
              type="text"
              autoComplete="off"
              className="picker-field__input"
              value={state.note}
              onChange={(e) => dispatch({ type: 'noteChanged', text: e.target.value })}
            />
          </label>
        )}
      </form>
    </Dialog>
  );
}

/**
 * Opening on another product starts a fresh picker; a new index or price function (a catalog
 * refresh, a channel change) keeps the choices made so far and reprices them.
 */
export function PickerDialog(props: PickerDialogProps) {
  return <PickerDialogView key={props.product.id} {...props} />;
}
