import { render, screen } from '@testing-library/react';
import {
  CarriedInputContext,
  pendingActionOf,
  readCarriedInput,
  replayPendingAction,
  restoreCarriedFocus,
  useCarriedChoice,
  useCarriedDefaults,
  type CarriedInput,
} from '../../../src/ui/carried-input';

function builtForm(): HTMLElement {
  document.body.innerHTML = `
    <div id="part">
      <form>
        <input name="name" value="" />
        <input name="email" type="email" value="" />
        <textarea name="message"></textarea>
        <select name="industry"><option value="">Pick</option><option value="Retail">Retail</option></select>
        <input name="newsletter" type="checkbox" />
        <input name="method" type="radio" value="training" />
        <input name="method" type="radio" value="consultation" />
        <input name="empty" value="" />
        <label>Verification: what is 2 + 3? <input id="answer" inputmode="numeric" /></label>
      </form>
    </div>
    <input name="outside" value="not this" />`;
  return document.getElementById('part')!;
}

const field = <T extends Element>(selector: string) =>
  document.querySelector<T & HTMLElement>(selector)!;

describe('reading what was typed into a built form', () => {
  it('reads texts, choices and ticks inside the part only, and the focused field with its caret', () => {
    const part = builtForm();
    field<HTMLInputElement>('[name=name]').value = 'Ana Lima';
    field<HTMLInputElement>('[name=email]').value = 'ana@contoso.com';
    field<HTMLTextAreaElement>('[name=message]').value = 'Hello there';
    field<HTMLSelectElement>('[name=industry]').value = 'Retail';
    field<HTMLInputElement>('[name=newsletter]').checked = true;
    field<HTMLInputElement>('[value=consultation]').checked = true;
    const message = field<HTMLTextAreaElement>('[name=message]');
    message.focus();
    message.setSelectionRange(2, 5);

    expect(readCarriedInput(part)).toEqual({
      values: {
        name: 'Ana Lima',
        email: 'ana@contoso.com',
        message: 'Hello there',
        industry: 'Retail',
        newsletter: true,
        method: 'consultation',
      },
      focus: { name: 'message', value: undefined, start: 2, end: 5 },
    });
  });

  it('has no focus when the focused field is outside the part', () => {
    const part = builtForm();
    field<HTMLInputElement>('[name=outside]').focus();
    expect(readCarriedInput(part).focus).toBeNull();
  });

  it('focuses the same field again with its caret, and a radio by its value', () => {
    const part = builtForm();
    field<HTMLTextAreaElement>('[name=message]').value = 'Hello there';
    restoreCarriedFocus(part, { values: {}, focus: { name: 'message', start: 3, end: 3 } });
    const message = field<HTMLTextAreaElement>('[name=message]');
    expect(message).toHaveFocus();
    expect([message.selectionStart, message.selectionEnd]).toEqual([3, 3]);
    restoreCarriedFocus(part, { values: {}, focus: { name: 'method', value: 'consultation' } });
    expect(field('[value=consultation]')).toHaveFocus();
  });
});

describe('a focused field without a name (the human check answer)', () => {
  it('is carried by its place in the part and focused again at the same place', () => {
    const part = builtForm();
    const answer = field<HTMLInputElement>('#answer');
    answer.value = '12';
    answer.focus();
    answer.setSelectionRange(1, 1);
    const carried = readCarriedInput(part);
    expect(carried.focus).toEqual({
      place: { index: Array.from(part.querySelectorAll('*')).indexOf(answer), tag: 'INPUT' },
      value: undefined,
      start: 1,
      end: 1,
    });
    // The live part: the same elements, rendered afresh.
    const live = builtForm();
    field<HTMLInputElement>('#answer').value = '12';
    restoreCarriedFocus(live, carried);
    expect(field('#answer')).toHaveFocus();
    expect(field<HTMLInputElement>('#answer').selectionStart).toBe(1);
  });

  it('is not focused when the element at its place is another kind', () => {
    const part = builtForm();
    restoreCarriedFocus(part, { values: {}, focus: { place: { index: 0, tag: 'INPUT' } } });
    expect(document.body).toHaveFocus();
  });
});

describe('starting a live form with what was carried', () => {
  function Probe({ defaults }: { defaults: Record<string, unknown> }) {
    const values = useCarriedDefaults(defaults);
    const method = useCarriedChoice('method');
    return (
      <output>
        {JSON.stringify(values)} {method ?? 'none'}
      </output>
    );
  }
  const carried: CarriedInput = {
    values: { name: 'Ana', newsletter: true, method: 'consultation', unknown: 'x', count: 'text' },
    focus: null,
  };

  it('takes carried values for the fields the form has, where the kind matches', () => {
    render(
      <CarriedInputContext.Provider value={carried}>
        <Probe defaults={{ name: '', newsletter: false, count: 0 }} />
      </CarriedInputContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '{"name":"Ana","newsletter":true,"count":0} consultation',
    );
  });

  it('keeps the defaults when nothing was carried', () => {
    render(<Probe defaults={{ name: '' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('{"name":""} none');
  });
});

describe('a press or a submit the built part could not answer', () => {
  function built(): HTMLElement {
    document.body.innerHTML = `
      <div id="part"><form><input name="a" /><a href="/privacy">Privacy</a>
        <button type="button" id="day">7</button><button type="submit" id="send">Send</button>
        <button type="button" disabled id="off">off</button></form></div>`;
    return document.getElementById('part')!;
  }
  const click = () => new MouseEvent('click', { bubbles: true });

  it('keeps a press of a button and a submit by their place, not a link or a disabled button', () => {
    const part = built();
    const at = (selector: string, type = 'click') => {
      const event = type === 'submit' ? new Event('submit', { bubbles: true }) : click();
      Object.defineProperty(event, 'target', { value: part.querySelector(selector) });
      return pendingActionOf(part, event);
    };
    expect(at('#day')).toEqual({ kind: 'press', index: 3, tag: 'BUTTON' });
    expect(at('form', 'submit')).toEqual({ kind: 'submit', index: 0, tag: 'FORM' });
    expect(at('a')).toBeNull();
    expect(at('#send')).toBeNull();
    expect(at('#off')).toBeNull();
  });

  it('does it again on the element at the same place in the live part', () => {
    const part = built();
    const pressed = jest.fn();
    part.querySelector('#day')!.addEventListener('click', pressed);
    replayPendingAction(part, { kind: 'press', index: 3, tag: 'BUTTON' });
    expect(pressed).toHaveBeenCalledTimes(1);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    part.querySelector('form')!.addEventListener('submit', submitted);
    replayPendingAction(part, { kind: 'submit', index: 0, tag: 'FORM' });
    expect(submitted).toHaveBeenCalledTimes(1);
    // A different element there now: nothing is done.
    replayPendingAction(part, { kind: 'press', index: 1, tag: 'BUTTON' });
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
