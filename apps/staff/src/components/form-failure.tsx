/** What the api answered to a whole form (not to one field), where the person looks next. */
export function FormFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="error-banner">
      {text}
    </p>
  );
}
