import { autocompleteMachine } from "#machines/autocomplete";

/** The autocomplete machine with the search box's navigation, loaded on the box's first focus or keystroke (GuideSearchBox). */
export function autocompleteWith(effects: () => { pick: (option: string) => void; search: (text: string) => void }) {
  return autocompleteMachine.provide({
    actions: {
      pick: (_, { option }) => effects().pick(option),
      search: (_, { text }) => effects().search(text),
    },
  });
}
