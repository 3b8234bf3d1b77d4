import * as z from "zod";
import { AUTH_POLICY } from "./policy";

/** Client-side checks that mirror the server's rules, so mistakes show before a round trip. */
export const emailField = z.email("Enter a valid email address.");
export const passwordField = z
  .string()
  .min(
    AUTH_POLICY.password.min,
    `Password must be at least ${AUTH_POLICY.password.min} characters.`,
  )
  .max(
    AUTH_POLICY.password.max,
    `Password must be at most ${AUTH_POLICY.password.max} characters.`,
  );

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password."),
  rememberMe: z.boolean(),
});

export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, "Enter your name.").max(100),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
  });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
  });

export const deviceCodeSchema = z.object({
  userCode: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().length(8, "The code has 8 characters.")),
});

export const profileSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(100),
  image: z.union([z.literal(""), z.url("Enter a full image URL (https://…).")]),
});

export const changeEmailSchema = z.object({ newEmail: emailField });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password."),
    newPassword: passwordField,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
  });
