"use client";

import { BellIcon, Trash2Icon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Separator } from "@/components/ui/separator";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { Section } from "./section";

export function PrimitivesDemo() {
  return (
    <>
      <Section title="Buttons and badges">
        <div className="flex flex-wrap gap-2">
          <Button>Default</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="link">Link</Button>
          <Button variant="destructive">
            <Trash2Icon />
            Destructive
          </Button>
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
          <Button size="icon" aria-label="Notifications">
            <BellIcon />
          </Button>
          <Button disabled>Disabled</Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>Default</Badge>
          <Badge variant="secondary">Secondary</Badge>
          <Badge variant="outline">Outline</Badge>
          <Badge variant="destructive">Destructive</Badge>
          <Badge variant="success">Live</Badge>
        </div>
      </Section>
      <Section title="Form controls">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="ks-name">Screen name</Label>
            <Input id="ks-name" placeholder="Stream control" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ks-invalid">Invalid input</Label>
            <Input id="ks-invalid" aria-invalid defaultValue="not an email" />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="ks-desc">Description</Label>
            <Textarea id="ks-desc" placeholder="What this screen is for" />
          </div>
          <div className="grid gap-2">
            <Label>Sort by</Label>
            <Select defaultValue="updatedAt">
              <SelectTrigger className="w-48" aria-label="Sort by">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="updatedAt">Last updated</SelectItem>
                <SelectItem value="createdAt">Date created</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="flex items-center gap-3">
            <Switch id="ks-switch" defaultChecked />
            <Label htmlFor="ks-switch">Keep screen awake</Label>
          </div>
        </div>
      </Section>
      <Section title="Card, tabs, separator, skeleton">
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Stream control</CardTitle>
              <CardDescription>4 × 3 · updated a minute ago</CardDescription>
            </CardHeader>
            <CardContent>
              <Separator className="mb-4" />
              <div className="flex flex-col gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </CardContent>
            <CardFooter className="gap-2">
              <Button size="sm">Open</Button>
              <Button size="sm" variant="outline">
                Edit
              </Button>
            </CardFooter>
          </Card>
          <Tabs defaultValue="press">
            <TabsList>
              <TabsTrigger value="press">Press</TabsTrigger>
              <TabsTrigger value="release">Release</TabsTrigger>
              <TabsTrigger value="long">Long press</TabsTrigger>
            </TabsList>
            <TabsContent value="press" className="text-sm text-muted-foreground">
              Runs when the button goes down.
            </TabsContent>
            <TabsContent value="release" className="text-sm text-muted-foreground">
              Runs when the finger lifts.
            </TabsContent>
            <TabsContent value="long" className="text-sm text-muted-foreground">
              Runs after holding for the set time.
            </TabsContent>
          </Tabs>
        </div>
      </Section>
      <Section title="Overlays: dialog, alert dialog, sheet, menu, tooltip">
        <div className="flex flex-wrap gap-2">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">Open dialog</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Rename screen</DialogTitle>
                <DialogDescription>Clients see the new name right away.</DialogDescription>
              </DialogHeader>
              <Input defaultValue="Stream control" aria-label="Screen name" />
              <DialogFooter>
                <Button>Save</Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline">Open alert dialog</Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete this screen?</AlertDialogTitle>
                <AlertDialogDescription>
                  Connected clients lose it immediately. This cannot be undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction variant="destructive">Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="outline">Open sheet</Button>
            </SheetTrigger>
            <SheetContent>
              <SheetHeader>
                <SheetTitle>Button inspector</SheetTitle>
                <SheetDescription>Label, icon, colours and what the button runs.</SheetDescription>
              </SheetHeader>
            </SheetContent>
          </Sheet>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">Open menu</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>Screen</DropdownMenuLabel>
              <DropdownMenuItem>Duplicate</DropdownMenuItem>
              <DropdownMenuItem>Export JSON</DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive">Delete</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="outline">Hover for tooltip</Button>
            </TooltipTrigger>
            <TooltipContent>Alt+T focuses the toasts</TooltipContent>
          </Tooltip>
        </div>
      </Section>
      <Section title="Table">
        <Table>
          <TableCaption>Recent runs</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Shortcut</TableHead>
              <TableHead>Trigger</TableHead>
              <TableHead className="text-right">Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell>Go live</TableCell>
              <TableCell>Button on Phone</TableCell>
              <TableCell className="text-right">
                <Badge variant="success">Succeeded</Badge>
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell>Clip that</TableCell>
              <TableCell>Webhook</TableCell>
              <TableCell className="text-right">
                <Badge variant="destructive">Failed</Badge>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Section>
    </>
  );
}
