import { useState } from "react";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { cn } from "../../../lib/cn";
import { categoryStyle } from "./category-style";

/** The product photo, or the category's icon on its colour tile. */
export function ItemThumb({ item, small = false }: { item: PantryItem; small?: boolean }) {
  const style = categoryStyle(item.product.category);
  const [failed, setFailed] = useState(false);
  if (item.product.imageUrl && !failed) {
    return (
      <img
        src={item.product.imageUrl}
        alt=""
        onError={() => setFailed(true)}
        className={cn("shrink-0 rounded-xl bg-muted object-cover", small ? "size-10" : "size-12")}
      />
    );
  }
  return (
    <span className={cn("flex shrink-0 items-center justify-center rounded-xl", small ? "size-10" : "size-12", style.tile)}>
      <style.icon className={small ? "size-5" : "size-6"} aria-hidden="true" />
    </span>
  );
}
