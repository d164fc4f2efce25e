import type { InputHTMLAttributes, Ref } from "react";

/** A checkbox with its label; takes react-hook-form's `register` props (React 19 passes `ref` as a prop). */
export function CheckboxField({
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="h-4 w-4" {...input} />
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
