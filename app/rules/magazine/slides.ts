/** The simple slider's slides: a JSON list; a parse failure is only logged. */
import * as v from "valibot";

const SlideSchema = v.object({
  image: v.pipe(v.string(), v.minLength(1)),
  caption: v.optional(v.string(), ""),
  url: v.optional(v.string(), ""),
  alt: v.optional(v.string(), ""),
});
export type Slide = v.InferOutput<typeof SlideSchema>;

/** The slides of a JSON list, or none (the failure logged through `log`). */
export function parseSlides(json: string, log: (message: string) => void = console.warn): Slide[] {
  try {
    const result = v.safeParse(v.array(SlideSchema), JSON.parse(json));
    if (result.success) return result.output;
    log(`Slides JSON: ${result.issues[0]?.message ?? "invalid"}`);
  } catch (error) {
    log(`Slides JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return [];
}
