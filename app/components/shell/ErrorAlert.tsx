/** A form's or list's error message, announced when it appears; nothing when there is none. */
export function ErrorAlert({ message, testId }: { message: string | null | undefined | false; testId?: string }) {
  if (!message) return null;
  return (
    <p className="alert alert--error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
