// The least the page of "/" downloads before its sign-in form works: the stack, plus the form's
// libraries as DESIGN.md names them (react-hook-form with the zod resolver, libphonenumber-js with the
// +996 metadata alone, parsing and formatting as you type).
import { zodResolver } from '@hookform/resolvers/zod';
import { AsYouType, type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { KG_METADATA } from '../../../packages/contract/src/phone-metadata-kg';
import { Page, start } from './stack';

const metadata = KG_METADATA as unknown as MetadataJson;
const schema = z.object({
  phone: z.string().refine((value) => parsePhoneNumberFromString(value, 'KG', metadata)?.isValid()),
});

function SignInForm() {
  const { register, handleSubmit } = useForm({ resolver: zodResolver(schema) });
  return (
    <form onSubmit={handleSubmit(() => {})}>
      <input
        aria-label="phone"
        {...register('phone', { setValueAs: (value: string) => new AsYouType('KG', metadata).input(value) })}
      />
    </form>
  );
}

start(() => (
  <Page>
    <SignInForm />
  </Page>
));
