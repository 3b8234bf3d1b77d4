"use client";

import { convexQuery } from "@convex-dev/react-query";
import { useQuery } from "@tanstack/react-query";
import { useConvex, useMutation } from "convex/react";
import { useCallback, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api";
import { getAppErrorData, getErrorMessage } from "@/lib/errors";
import type { ButtonFields, ButtonPatch } from "@/lib/schemas/button";
import {
  applyPendingToButtons,
  applyPendingToScreen,
  mergeRendered,
  type PendingEdit,
} from "./overlay-edits";
import type { EditorScreenFields, ScreenPatch, ScreenStore, StoreStatus } from "./screen-store";
import { useSaveTracker } from "./use-save-tracker";

// Omit on each member of the union, so `id` and `patch` stay known per type.
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type PendingEditInput = OmitEach<PendingEdit, "seq">;

const GEOMETRY = new Set(["x", "y", "w", "h"]);

/** A saved screen: live from `screens:get` + `screens:render`, every edit a mutation. */
export function useSyncScreenStore(screenId: string): ScreenStore {
  // No retries: NOT_FOUND and FORBIDDEN are answers, shown at once as the empty state.
  const stored = useQuery({ ...convexQuery(api.screens.get, { screenId }), retry: false });
  const render = useQuery({ ...convexQuery(api.screens.render, { screenId }), retry: false });
  const variables = useQuery(convexQuery(api.variables.list, {}));
  const shortcuts = useQuery(convexQuery(api.shortcuts.list, {}));
  const screens = useQuery(convexQuery(api.screens.list, {}));

  const create = useMutation(api.buttons.create);
  const update = useMutation(api.buttons.update);
  const move = useMutation(api.buttons.move);
  const remove = useMutation(api.buttons.remove);
  const updateScreenFields = useMutation(api.screens.update);
  const { save, track } = useSaveTracker();
  const convex = useConvex();

  const [pending, setPending] = useState<PendingEdit[]>([]);
  const seq = useRef(0);
  const withPending = useCallback(
    async <T>(edit: PendingEditInput, send: () => Promise<T>) => {
      const mark = ++seq.current;
      setPending((list) => [...list, { ...edit, seq: mark } as PendingEdit]);
      try {
        return await track(send);
      } finally {
        setPending((list) => list.filter((e) => e.seq !== mark));
      }
    },
    [track],
  );

  const errorCode = getAppErrorData(stored.error)?.code;
  let status: StoreStatus = "loading";
  if (errorCode === "NOT_FOUND") status = "not-found";
  else if (errorCode === "FORBIDDEN" || (stored.data && !stored.data.isOwner)) status = "forbidden";
  else if (stored.data) status = "ready";
  else if (stored.error) status = "not-found";

  const variableList = variables.data ?? [];
  const { buttons, touched } = useMemo(
    () => applyPendingToButtons(stored.data?.buttons ?? [], pending),
    [stored.data, pending],
  );
  const rendered = useMemo(
    () => mergeRendered(buttons, render.data?.buttons, touched, variableList),
    [buttons, render.data, touched, variableList],
  );
  const screen = useMemo(() => {
    const row = stored.data?.screen;
    if (!row) return undefined;
    const fields: EditorScreenFields = {
      name: row.name,
      columns: row.columns,
      rows: row.rows,
      gap: row.gap,
      backgroundColor: row.backgroundColor,
      backgroundImage: row.backgroundImage,
      fontFamily: row.fontFamily,
      visibility: row.visibility,
    };
    return applyPendingToScreen(fields, pending);
  }, [stored.data, pending]);

  const createButton = useCallback(
    async (fields: ButtonFields) =>
      (await track(() => create({ screenId, ...fields })))?.value ?? null,
    [track, create, screenId],
  );
  const updateButton = useCallback(
    async (id: string, patch: ButtonPatch) => {
      const onlyGeometry = Object.keys(patch).every((key) => GEOMETRY.has(key));
      const send =
        onlyGeometry && patch.x !== undefined && patch.y !== undefined
          ? () => move({ buttonId: id, x: patch.x ?? 0, y: patch.y ?? 0, w: patch.w, h: patch.h })
          : () => update({ buttonId: id, ...patch });
      return (await withPending({ type: "update", id, patch }, send)) !== null;
    },
    [withPending, move, update],
  );
  const removeButton = useCallback(
    async (id: string) =>
      (await withPending({ type: "remove", id }, () => remove({ buttonId: id }))) !== null,
    [withPending, remove],
  );
  const updateScreen = useCallback(
    async (patch: ScreenPatch) =>
      (await withPending({ type: "screen", patch }, () =>
        updateScreenFields({ screenId, ...patch }),
      )) !== null,
    [withPending, updateScreenFields, screenId],
  );

  const io = useMemo(
    () => ({
      exportDocument: async () => {
        try {
          return await convex.query(api.screens.export, { screenId });
        } catch (error) {
          toast.error(getErrorMessage(error));
          return null;
        }
      },
      importDocument: async (document: unknown) => {
        try {
          return { screenId: await convex.mutation(api.screens.import, { document }) };
        } catch (error) {
          return { error: getErrorMessage(error) };
        }
      },
    }),
    [convex, screenId],
  );

  return {
    kind: "sync",
    status,
    screenId,
    screen,
    buttons,
    rendered,
    variables: variableList,
    shortcuts: shortcuts.data ?? [],
    screens: (screens.data ?? []).filter((s) => s.id !== screenId),
    save,
    io,
    createButton,
    updateButton,
    removeButton,
    updateScreen,
  };
}
