import type { Ref } from "react";
import { type FormProps, Form as RouterForm } from "react-router";

/**
 * React Router's <Form>, without route discovery on load: a form's action
 * route is found when it is submitted. Discovered on load, each new route
 * re-renders the whole page once it arrives (a guide page's 143 listings),
 * the heaviest task after hydration.
 */
export function Form(props: FormProps & { ref?: Ref<HTMLFormElement> }) {
  return <RouterForm discover="none" {...props} />;
}
