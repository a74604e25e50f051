import { Form } from "react-router";
import { guidePaths, guideTexts } from "../../../machines/rules/guide";

/** The guide search box: a GET form to /artguide/search?search= (autocomplete comes with the guide issue). */
export function GuideSearchBox({ defaultValue = "" }: { defaultValue?: string }) {
  return (
    <Form method="get" action={guidePaths.search()} className="g-search" role="search">
      <label className="visually-hidden g-hidden" htmlFor="guide-search">
        Search the artguide
      </label>
      <input
        id="guide-search"
        name="search"
        type="search"
        placeholder={guideTexts.searchPlaceholder}
        defaultValue={defaultValue}
        required
        maxLength={200}
        autoComplete="off"
      />
      <button type="submit" className="g-search__button">
        Search
      </button>
    </Form>
  );
}
