import { formAnswerCopy } from '@/content/forms';
import { ERROR_SUMMARY_ID } from '@/lib/forms/answer';

type ErrorSummaryProps = {
  /** A message per field name, shown in `order` (the form's order), then any others. */
  errors: Readonly<Record<string, string>>;
  order: readonly string[];
  /** The id of the control of a field, which its link leads to. */
  controlId: (name: string) => string;
};

/**
 * The GOV.UK error summary at the top of a form that came back refused (sent without JavaScript):
 * a heading and one link per problem, leading to its field. The redirect's `#error-summary`
 * brings the visitor here, so the first Tab reaches the first link.
 */
export function ErrorSummary({ errors, order, controlId }: ErrorSummaryProps) {
  const names = [
    ...order.filter((name) => errors[name]),
    ...Object.keys(errors).filter((name) => !order.includes(name)),
  ];
  if (names.length === 0) return null;
  return (
    <div
      id={ERROR_SUMMARY_ID}
      tabIndex={-1}
      aria-labelledby={`${ERROR_SUMMARY_ID}-title`}
      className="scroll-mt-28 rounded-xl border-2 border-red-700 bg-white px-5 py-4 outline-none focus:outline-3 focus:outline-red-700/40"
    >
      <h2 id={`${ERROR_SUMMARY_ID}-title`} className="text-lg font-bold text-red-800">
        {formAnswerCopy.errorSummaryTitle}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {names.map((name) => (
          <li key={name}>
            <a href={`#${controlId(name)}`} className="font-medium text-red-800 underline">
              {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
