"use client";

import { useMutation } from "convex/react";
import { type FormEvent, type ReactNode, useState } from "react";
import { toast } from "sonner";
import { FormField } from "@/components/app/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api";
import type { AutomationDetail } from "@/lib/api-types";
import {
  type AutomationForm,
  automationToForm,
  emptyAutomationForm,
  type FormErrors,
  formToArgs,
} from "@/lib/automations/automation-form";
import { getErrorMessage } from "@/lib/errors";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { ConditionsEditor } from "./conditions-editor";
import { EventListEditor } from "./event-list-editor";

const NO_SHORTCUT = "none";

/** Creates an automation, or edits one when `automation` is given. */
export function AutomationDialog({
  automation,
  trigger,
}: {
  automation?: AutomationDetail;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {automation ? `Edit ${automation.name}` : "Create an automation"}
          </DialogTitle>
          <DialogDescription>
            When an event happens and the conditions hold, it runs a shortcut.
          </DialogDescription>
        </DialogHeader>
        {open && <AutomationFormBody automation={automation} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AutomationFormBody({
  automation,
  onDone,
}: {
  automation?: AutomationDetail;
  onDone: () => void;
}) {
  const [form, setForm] = useState<AutomationForm>(() =>
    automation ? automationToForm(automation) : emptyAutomationForm(),
  );
  const [errors, setErrors] = useState<FormErrors>({ events: {}, conditions: {} });
  const [saving, setSaving] = useState(false);
  const { data: variables } = useSyncQuery(api.variables.list, {});
  const { data: shortcuts } = useSyncQuery(api.shortcuts.list, {});
  const { data: settings } = useSyncQuery(api.settings.get, {});
  const create = useMutation(api.automations.create);
  const update = useMutation(api.automations.update);
  const variableKeys = (variables ?? []).filter((v) => v.kind !== "system").map((v) => v.key);
  const patch = (next: Partial<AutomationForm>) => setForm((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = formToArgs(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({ events: {}, conditions: {} });
    setSaving(true);
    try {
      if (automation) {
        await update({ automationId: automation.id, ...result.args });
        toast.success(`Saved ${result.args.name}`);
      } else {
        await create(result.args);
        toast.success(`Created ${result.args.name}`);
      }
      onDone();
    } catch (error) {
      const message = getErrorMessage(error);
      setErrors({ events: {}, conditions: {}, form: message });
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <FormField id="automation-name" label="Name" error={errors.name}>
        <Input
          id="automation-name"
          value={form.name}
          placeholder="Start of stream"
          aria-invalid={errors.name ? true : undefined}
          onChange={(event) => patch({ name: event.target.value })}
        />
      </FormField>
      <EventListEditor
        events={form.events}
        errors={errors.events}
        variableKeys={variableKeys}
        hostTimezone={settings?.timezone ?? "UTC"}
        onChange={(events) => patch({ events })}
      />
      <ConditionsEditor
        conditions={form.conditions}
        errors={errors.conditions}
        onChange={(conditions) => patch({ conditions })}
      />
      <FormField
        id="automation-shortcut"
        label="Run this shortcut"
        hint={shortcuts?.length === 0 ? "Create a shortcut on this page first." : undefined}
      >
        <Select
          value={form.shortcutId || NO_SHORTCUT}
          onValueChange={(id) => patch({ shortcutId: id === NO_SHORTCUT ? "" : id })}
        >
          <SelectTrigger id="automation-shortcut" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_SHORTCUT}>Nothing yet</SelectItem>
            {shortcuts?.map((shortcut) => (
              <SelectItem key={shortcut.id} value={shortcut.id}>
                {shortcut.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField
        id="automation-rate-limit"
        label="At most once every (seconds)"
        hint="Protects against loops: a shortcut that changes what triggers it."
        error={errors.rateLimit}
      >
        <Input
          id="automation-rate-limit"
          inputMode="decimal"
          className="w-32"
          value={form.rateLimitSeconds}
          aria-invalid={errors.rateLimit ? true : undefined}
          onChange={(event) => patch({ rateLimitSeconds: event.target.value })}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch
          id="automation-enabled"
          checked={form.enabled}
          onCheckedChange={(enabled) => patch({ enabled })}
        />
        <Label htmlFor="automation-enabled">Enabled</Label>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {automation ? "Save" : "Create"}
        </Button>
      </DialogFooter>
    </form>
  );
}
