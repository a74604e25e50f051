/** The notices atop an edit form: `savedText` once it is saved, a request to correct the fields when a save failed. */
export function SaveNotices({ saved, savedText, failed }: { saved: boolean; savedText: string; failed: boolean }) {
  return (
    <>
      {saved && (
        <p className="alert alert--success" role="status">
          {savedText}
        </p>
      )}
      {failed && (
        <p className="alert alert--error" role="alert">
          Please correct the fields marked below.
        </p>
      )}
    </>
  );
}
