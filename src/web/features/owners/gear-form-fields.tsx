import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

const controlClass = "rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm aria-[invalid=true]:border-red-600";

/** Label, control, hint and error wired together (as components/ui/field does), for controls it lacks. */
function Shell({ label, error, hint, children }: { label: string; error?: string; hint?: ReactNode; children: (a: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A select whose options have a value and a label (category ids, condition ids). */
export function ChoiceField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & { label: string; error?: string; hint?: ReactNode; options: readonly { id: string; label: string }[]; placeholder?: string }) {
  return (
    <Shell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select id={id} aria-invalid={!!error} aria-describedby={describedBy} className={controlClass} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Shell>
  );
}

export function TextAreaField({ label, error, hint, ...area }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & { label: string; error?: string; hint?: ReactNode }) {
  return (
    <Shell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => <textarea id={id} aria-invalid={!!error} aria-describedby={describedBy} className={controlClass} rows={5} {...area} />}
    </Shell>
  );
}

export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="h-4 w-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** A field error for a group (tiers, specs, photos) that has no single control. */
export function GroupError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="text-sm text-red-700" role="alert">
      {message}
    </p>
  );
}
