import { offlineTexts, savedAtText } from "#machines/rules/pocket/offline";

/**
 * The pocket guide's notices: when a page served from the device was saved,
 * and that a new version is ready. Loaded only when one of them shows.
 */
export interface PocketNoticesProps {
  savedAt: string | null;
  online: boolean;
  updateReady: boolean;
  onDismissUpdate: () => void;
}

export function PocketNotices({ savedAt, online, updateReady, onDismissUpdate }: PocketNoticesProps) {
  return (
    <>
      {savedAt !== null && (
        <p className="pocket-saved" role="status">
          <strong>
            {savedAtText(new Date(savedAt), new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)}.
          </strong>{" "}
          {online ? offlineTexts.unreachable : offlineTexts.offlineNow}
        </p>
      )}
      {updateReady && (
        <div className="pocket-update" role="status">
          <p>{offlineTexts.updateReady}</p>
          <button type="button" className="pocket-update__ok" onClick={onDismissUpdate}>
            {offlineTexts.updateDismiss}
          </button>
        </div>
      )}
    </>
  );
}
