"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type * as z from "zod";
import { Button, Field } from "@/components/auth/form-parts";
import { getAuthErrorMessage } from "@/lib/auth/error-messages";
import { profileSchema } from "@/lib/auth/form-schemas";
import { authClient } from "@/lib/auth-client";
import { Section } from "./section";

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
      <form onSubmit={onSubmit} noValidate className="space-y-4">
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
        <Button type="submit" pending={form.formState.isSubmitting}>
          Save profile
        </Button>
      </form>
    </Section>
  );
}
