import * as v from "valibot";

/** A posted coordinate: a decimal number from -limit to limit; blank or text answers `message`, never 0. */
export const coordinateField = (limit: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^-?\d{1,3}(?:\.\d{1,8})?$/, message),
    v.transform(Number),
    v.minValue(-limit, message),
    v.maxValue(limit, message),
  );
