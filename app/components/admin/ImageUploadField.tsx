import { UPLOAD_TYPES } from "#machines/rules/admin/imageUpload";
import { Field } from "./AdminShell";

/** The primary image of a venue or an exhibition: the current one, and a file to replace it (the form must be multipart). */
export function ImageUploadField({ current, error }: { current?: string | null; error?: string }) {
  return (
    <Field
      label="Upload an image"
      name="image_file"
      error={error}
      hint="JPEG, PNG, WebP or GIF, up to 5 MB; it becomes the primary image."
    >
      {current ? (
        <img
          className="admin-image-preview"
          src={current}
          alt="The current primary image"
          data-testid="current-image"
        />
      ) : null}
      <input id="f-image_file" name="image_file" type="file" accept={Object.values(UPLOAD_TYPES).join(",")} />
    </Field>
  );
}
