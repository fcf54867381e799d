import type { TUpdateInfoRequest } from '@ijara/contract';
import type { Control, UseFormRegister } from 'react-hook-form';

/** The person's details that registration and the profile both ask (user/updateinfo/). */
export const PERSON_FIELDS = [
  'lastName',
  'firstName',
  'patronymic',
  'birthdate',
  'gender',
  'citizenship',
  'email',
  'communication',
] as const satisfies readonly (keyof TUpdateInfoRequest)[];

export type PersonValues = Pick<TUpdateInfoRequest, (typeof PERSON_FIELDS)[number]>;

/** What a person field needs from a form over values T that hold PersonValues. */
export interface PersonFieldProps<T extends PersonValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  /** The text under a field: its error, if any. */
  message: (name: keyof PersonValues) => string | undefined;
}

// react-hook-form cannot resolve Path<T> for a T not yet known, though every T here has PersonValues'
// paths; the fields use no others, so they see the form as one over PersonValues.
export const personRegister = <T extends PersonValues>(register: UseFormRegister<T>) =>
  register as unknown as UseFormRegister<PersonValues>;
export const personControl = <T extends PersonValues>(control: Control<T>) =>
  control as unknown as Control<PersonValues>;
