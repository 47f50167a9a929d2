import type { FocusEvent } from 'react';
import type { MessageKey } from '@/lib/i18n/keys';

export interface SchemaFormOptions<V> {
  idPrefix: string;
  fallbackErrorKey: MessageKey;
  /** Every change the user makes (a typed value, a row added, removed or moved): the onboarding draft. */
  onChange?: ((values: V) => void) | undefined;
  /** Field messages the page holds elsewhere (the onboarding wizard's last failure), shown under the kit's own. */
  serverErrors?: Record<string, string> | undefined;
}

/**
 * Focus moving to a submit button: the submit checks everything anyway, and a message appearing now would shift
 * the button away from under the pointer between press and release, swallowing the click.
 */
export const toSubmitButton = (event?: FocusEvent<HTMLElement>) =>
  event?.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit';
