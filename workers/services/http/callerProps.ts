import type { AppConfig } from "#workers/config";
import { type Faults, faultsOf } from "./faults";

/**
 * What a caller holding a binding to this Worker (a service binding, the
 * Worker tests) may set for its own requests through `ctx.props`. A visitor
 * from the internet can't: requests from outside carry no props.
 */
export interface CallerProps {
  /** PUBLIC_DATA_SECONDS for this request (the Worker tests turn it off for everything else). */
  publicDataSeconds?: number;
  /** KEPT_VIEWER_SECONDS for this request (the Worker tests turn it off for everything else). */
  keptViewerSeconds?: number;
  /** Thrown by the entry before it answers: how the tests prove an uncaught error is answered properly. */
  failure?: string;
  /** Report this request's D1 rows read, as the bench's MEASURE_D1_ROWS does. */
  measureRowsRead?: boolean;
  /** Dependencies that fail for this request: how the tests prove the site survives them. */
  faults?: Faults;
}

/** The props of this request, keeping only well-formed values. */
export function callerProps(ctx: ExecutionContext): CallerProps {
  const props = (ctx as { props?: unknown }).props;
  if (!props || typeof props !== "object") return {};
  const { publicDataSeconds, keptViewerSeconds, failure, measureRowsRead, faults } = props as Record<string, unknown>;
  const asked = faultsOf(faults);
  return {
    ...(asked ? { faults: asked } : {}),
    ...(measureRowsRead === true ? { measureRowsRead } : {}),
    ...(typeof publicDataSeconds === "number" && publicDataSeconds >= 0 ? { publicDataSeconds } : {}),
    ...(typeof keptViewerSeconds === "number" && keptViewerSeconds >= 0 ? { keptViewerSeconds } : {}),
    ...(typeof failure === "string" ? { failure } : {}),
  };
}

/** The configuration as this caller asked for it: the site's own unless a prop changes it. */
export function configFor(config: AppConfig, props: CallerProps): AppConfig {
  return {
    ...config,
    ...(props.publicDataSeconds === undefined ? {} : { publicDataSeconds: props.publicDataSeconds }),
    ...(props.keptViewerSeconds === undefined ? {} : { keptViewerSeconds: props.keptViewerSeconds }),
  };
}
