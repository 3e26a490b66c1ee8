print("glossa")
