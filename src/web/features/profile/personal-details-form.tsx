import { useTranslation } from "react-i18next";
import { UpdateProfileRequest } from "../../../shared/profile-contracts";
import { useUpdateProfile } from "../../api/profile";
import { StateField } from "../../components/catalogue-fields";
import { TextField } from "../../components/ui/field";
import { FormActions } from "../../components/ui/form-actions";
import { Card } from "../../components/ui/page";
import { PostalCodeField } from "../../components/ui/postal-code-field";
import { useFormSubmit } from "../../lib/form-submit";
import { bindFields, useZodForm } from "../../lib/forms";
import type { Session } from "../../lib/session";
import { Form } from "../../components/ui/form";

/** Name, phone and address, checked with the route's own schema; the server's field messages beside their fields. */
export function PersonalDetailsForm({ session }: { session: Session }) {
  const { t } = useTranslation("profile");
  const p = session.profile;
  const save = useUpdateProfile();
  const form = useZodForm(UpdateProfileRequest, {
    defaultValues: {
      name: session.user.name,
      phoneNumber: p.phoneNumber ?? "",
      streetAddress: p.streetAddress ?? "",
      postalCode: p.postalCode ?? "",
      city: p.city ?? "",
      state: (p.state ?? "") as UpdateProfileRequest["state"],
      notificationsEnabled: p.notificationsEnabled,
    },
  });
  const { onSubmit, message } = useFormSubmit(form, save.mutateAsync, t("details.saved"));
  const field = bindFields(form);

  return (
    <Card title={t("details.title")}>
      <Form onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t("details.fullName")} required autoComplete="name" {...field("name")} />
        <TextField
          label={t("details.phone")}
          type="tel"
          autoComplete="tel"
          placeholder={t("details.phonePlaceholder")}
          {...field("phoneNumber")}
        />
        <div className="sm:col-span-2">
          <TextField label={t("details.streetAddress")} autoComplete="street-address" {...field("streetAddress")} />
        </div>
        <PostalCodeField label={t("details.postalCode")} {...field("postalCode")} />
        <TextField label={t("details.city")} autoComplete="address-level2" {...field("city")} />
        <StateField label={t("details.state")} placeholder={t("details.statePlaceholder")} {...field("state")} />
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" {...form.register("notificationsEnabled")} className="h-4 w-4" />
          {t("details.notifications")}
        </label>
        <FormActions
          message={message}
          busy={save.isPending}
          label={t("details.submit")}
          busyLabel={t("details.busy")}
          className="sm:col-span-2"
        />
      </Form>
    </Card>
  );
}
