"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { Field, FormStack, PendingButton } from "@/components/auth/form-parts";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { profileSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import { Section, sectionActionClass } from "./section";

export function ProfileSection({
  name,
  image,
}: {
  name: string;
  image: string | null | undefined;
}) {
  const form = useForm<z.infer<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    values: { name, image: image ?? "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const { error } = await authClient.updateUser({
      name: values.name,
      image: values.image || null,
    });
    if (error) toast.error(getAuthErrorMessage(error));
    else toast.success("Profile saved.");
  });
  return (
    <Section title="Profile" description="How you appear to people you share screens with.">
      <FormStack onSubmit={onSubmit}>
        <Field
          label="Name"
          autoComplete="name"
          error={form.formState.errors.name}
          {...form.register("name")}
        />
        <Field
          label="Avatar URL"
          type="url"
          placeholder="https://…"
          error={form.formState.errors.image}
          {...form.register("image")}
        />
        <PendingButton
          type="submit"
          className={sectionActionClass}
          pending={form.formState.isSubmitting}
        >
          Save profile
        </PendingButton>
      </FormStack>
    </Section>
  );
}
