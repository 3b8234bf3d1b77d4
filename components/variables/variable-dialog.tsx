"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { type ReactNode, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
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
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api";
import type { VariableListItem } from "@/lib/api-types";
import { getErrorMessage } from "@/lib/errors";
import { VARIABLE_TYPES } from "@/lib/schemas/variable";
import {
  buildVariableFormSchema,
  emptyVariableForm,
  formToCreateArgs,
  formToUpdateArgs,
  type VariableForm,
  variableToForm,
} from "@/lib/variables/variable-form";
import { checkComputedExpression } from "@/lib/variables/variable-value";

/**
 * Creates a variable, or edits one when `variable` is given. Server refusals about the
 * key or expression land on that field; anything else is a toast.
 */
export function VariableDialog({
  variable,
  knownKeys,
  trigger,
}: {
  variable?: VariableListItem;
  knownKeys: readonly string[];
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{variable ? `Edit ${variable.key}` : "Create a variable"}</DialogTitle>
          <DialogDescription>
            Show it on a button with <code className="font-mono">{"{{key}}"}</code>; shortcuts and
            automations read and change it.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <VariableFormBody
            variable={variable}
            knownKeys={knownKeys}
            onDone={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function VariableFormBody({
  variable,
  knownKeys,
  onDone,
}: {
  variable?: VariableListItem;
  knownKeys: readonly string[];
  onDone: () => void;
}) {
  const others = useMemo(
    () => knownKeys.filter((key) => key !== variable?.key),
    [knownKeys, variable?.key],
  );
  const schema = useMemo(() => buildVariableFormSchema(others), [others]);
  const form = useForm<VariableForm>({
    resolver: zodResolver(schema),
    defaultValues: variable ? variableToForm(variable) : emptyVariableForm(),
    mode: "onChange",
  });
  const create = useMutation(api.variables.create);
  const update = useMutation(api.variables.update);
  const { register, control, watch, formState, setError, handleSubmit } = form;
  const kind = watch("kind");
  const type = watch("type");
  const expression = watch("expression");
  const key = watch("key");
  const check = kind === "computed" ? checkComputedExpression(expression, others, key) : null;

  const submit = handleSubmit(async (values) => {
    try {
      if (variable) {
        await update({ variableId: variable.id, ...formToUpdateArgs(variable, values) });
        toast.success(`Saved ${values.key}`);
      } else {
        await create(formToCreateArgs(values));
        toast.success(`Created ${values.key}`);
      }
      onDone();
    } catch (error) {
      const message = getErrorMessage(error);
      if (/already exists|key/i.test(message)) setError("key", { message });
      else if (message.startsWith("Expression")) setError("expression", { message });
      else toast.error(message);
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField id="variable-key" label="Key" error={formState.errors.key?.message}>
        <Input
          id="variable-key"
          autoComplete="off"
          spellCheck={false}
          placeholder="score"
          className="font-mono"
          {...register("key")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="variable-type" label="Type">
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="variable-type" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {VARIABLE_TYPES.map((option) => (
                    <SelectItem key={option} value={option}>
                      {option}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField
          id="variable-kind"
          label="Kind"
          hint={
            kind === "computed"
              ? "Follows its expression; nothing can set it."
              : "Set here, by shortcuts and by automations."
          }
        >
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="variable-kind" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="value">Value</SelectItem>
                  <SelectItem value="computed">Computed</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      {kind === "computed" ? (
        <FormField
          id="variable-expression"
          label="Expression"
          hint={
            check?.ok
              ? check.variables.length > 0
                ? `Reads ${check.variables.join(", ")}`
                : "Looks good"
              : undefined
          }
          error={check && !check.ok ? check.message : formState.errors.expression?.message}
        >
          <Input
            id="variable-expression"
            autoComplete="off"
            spellCheck={false}
            placeholder="score * 2"
            className="font-mono"
            {...register("expression")}
          />
        </FormField>
      ) : (
        <FormField
          id="variable-value"
          label="Default value"
          hint="The value it starts with and is reset to."
          error={formState.errors.valueText?.message}
        >
          {type === "json" ? (
            <Textarea
              id="variable-value"
              className="font-mono text-xs"
              rows={4}
              {...register("valueText")}
            />
          ) : (
            <Input
              id="variable-value"
              autoComplete="off"
              className="font-mono"
              placeholder={type === "color" ? "#1e293b" : type === "boolean" ? "false" : ""}
              {...register("valueText")}
            />
          )}
        </FormField>
      )}
      <FormField
        id="variable-description"
        label="Description"
        error={formState.errors.description?.message}
      >
        <Textarea
          id="variable-description"
          rows={2}
          placeholder="What it holds, who changes it"
          {...register("description")}
        />
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div>
          <Label htmlFor="variable-persist">Keep across restarts</Label>
          <p className="text-sm text-muted-foreground">Off resets it to its default value.</p>
        </div>
        <Controller
          control={control}
          name="persist"
          render={({ field }) => (
            <Switch id="variable-persist" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting || (check !== null && !check.ok)}>
          {variable ? "Save" : "Create"}
        </Button>
      </DialogFooter>
    </form>
  );
}
