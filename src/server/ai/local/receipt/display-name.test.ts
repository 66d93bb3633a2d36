import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("displayName", () => {
  it("expands abbreviations and Malay words, title-cases, keeps short abbreviations", () => {
    expect(displayName("BNLS SKNLS CHKN BRST")).toBe("Boneless Skinless Chicken Breast");
    expect(displayName("ORG WHL MLK")).toBe("Organic Whole Milk");
    expect(displayName("LEE KUM KEE SOS TIRAM C")).toBe("Lee Kum Kee Oyster Sauce C");
    expect(displayName("MINYAK MASAK 5KG")).toBe("Cooking Oil 5kg");
    expect(displayName("GULA")).toBe("Sugar");
    expect(displayName("IKAN BILIS KOPEK A++ 10G")).toBe("Anchovies Kopek A++ 10g");
    expect(displayName("MARIGOLD HL MILK 1L")).toBe("Marigold HL Milk 1L");
  });

  it("tidies pack sizes and brackets and moves the size last", () => {
    expect(displayName("PRO BALANCE 400GM - BEFF")).toBe("Pro Balance Beff 400g");
    expect(displayName("MINUTE MAID PULPY [OREN] [350ML]")).toBe("Minute Maid Pulpy Orange 350ml");
    expect(displayName("CARLSBERG CAN 4*6*320ML")).toBe("Carlsberg Can 4x6x320ml");
    expect(displayName("COKE 24 X 325ML")).toBe("Coke 24x325ml");
    expect(displayName("O.C. WHITE")).toBe("O.C. White");
    expect(displayName("")).toBe("");
  });
});
