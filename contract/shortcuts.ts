/** Shell contract of SPEC §3/§7; being built (issue 4). */
export {};
