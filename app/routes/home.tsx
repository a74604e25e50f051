import { appContext } from "../../workers/context";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const row = await db.prepare("select 1 as one").first<{ one: number }>();
  return { one: row?.one ?? 0 };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>Home {loaderData.one}</h1>;
}
